import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const gridVariants = ['standard', 'detailed'] as const;

export const grid = recipe({
  base: { display: 'grid', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    variant: {
      standard: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: `${vars.space.xxl} ${vars.space.l}`,
        '@media': {
          [mediaQuery.tablet]: {
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            columnGap: vars.space.xl,
          },
          [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
      detailed: {
        gridTemplateColumns: `repeat(auto-fill, ${vars.size.detailedCardWidth})`,
        justifyContent: 'center',
        gap: vars.space.xl,
      },
    },
  },
  defaultVariants: { variant: 'standard' },
});

export const item = style({ display: 'grid', justifyItems: 'stretch', minWidth: 0 });

export const empty = style({
  padding: `${vars.space.xxxl} 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
