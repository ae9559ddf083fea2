import { container, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const nav = style({ borderBottom: `1px solid ${vars.color.border}` });

export const list = style([
  container,
  {
    listStyle: 'none',
    marginBlock: 0,
    display: 'flex',
    gap: '28px',
    overflowX: 'auto',
    whiteSpace: 'nowrap',
  },
]);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '52px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.borderStrong,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
