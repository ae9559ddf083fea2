import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { focusRing, listReset } from '../kit/rules';
import { siteSize, siteSpace } from '../kit/sizes';

const grid = {
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
} as const;

export const videoGrid = style({
  ...grid,
  gap: `${siteSpace.group} ${vars.space.xl}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.wide]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: `${vars.space.xxxl} ${siteSpace.block}`,
    },
  },
});

export const catalogGrid = style({
  ...grid,
  gap: `0 ${siteSpace.group}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const jump = style([container, { paddingTop: vars.space.xl }]);

export const jumpList = style({
  ...listReset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
});

export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: siteSize.pill,
  padding: `0 ${vars.space.l}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});

export const jumpCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
