import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const toolbar = style({
  height: vars.size.toolbarHeight,
  backgroundColor: vars.color.toolbarBackground,
  color: vars.color.toolbarText,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  height: '100%',
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusInverse}`,
      outlineOffset: '3px',
    },
  },
});
