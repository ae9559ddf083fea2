import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusOutline, listReset } from '../../theme/rules';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  ...listReset,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': {
      content: '"/"',
      marginInline: vars.space.s,
      color: vars.color.border,
    },
  },
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': focusOutline('2px'),
  },
});

export const current = style({ color: vars.color.text });
