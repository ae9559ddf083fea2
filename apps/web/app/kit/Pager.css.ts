import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const pager = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.l,
  paddingTop: vars.space.s,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  selectors: {
    '&:last-child': { justifySelf: 'end' },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });
