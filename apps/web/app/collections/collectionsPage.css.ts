import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace, siteWidth } from '../kit/sizes';

export const layout = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xl,
    paddingBlock: `${vars.space.xxl} ${vars.space.huge}`,
    '@media': {
      [mediaQuery.desktop]: {
        gridTemplateColumns: `${siteWidth.filterColumn} minmax(0, 1fr)`,
        gap: vars.space.xxxl,
        paddingBlock: `${vars.space.xxxl} ${siteSpace.pageEndDesktop}`,
      },
    },
  },
]);

export const results = style({ minWidth: 0 });

export const count = style({
  margin: `0 0 ${siteSpace.card}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${siteSpace.group} ${vars.space.xl}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.wide]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: `${vars.space.xxxl} ${siteSpace.block}`,
    },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.l,
  padding: vars.space.xxl,
  background: vars.color.surface,
});
