import { container, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { focusRing } from './rules';
import { siteSize, siteSpace } from './sizes';

export const nav = style({ borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` });

export const list = style([
  container,
  {
    listStyle: 'none',
    marginBlock: 0,
    display: 'flex',
    gap: siteSpace.block,
    overflowX: 'auto',
    whiteSpace: 'nowrap',
  },
]);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: siteSize.tabRow,
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
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
    '&:focus-visible': focusRing('-2px'),
  },
});
