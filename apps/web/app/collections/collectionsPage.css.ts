import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xl,
    paddingBlock: `${vars.space.xxl} ${vars.space.huge}`,
    '@media': {
      [mediaQuery.desktop]: {
        gridTemplateColumns: '220px minmax(0, 1fr)',
        gap: vars.space.xxxl,
        paddingBlock: `${vars.space.xxxl} 112px`,
      },
    },
  },
]);

export const results = style({ minWidth: 0 });

export const count = style({
  margin: '0 0 20px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `40px ${vars.space.xl}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '48px 28px' },
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
