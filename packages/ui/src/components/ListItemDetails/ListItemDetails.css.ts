import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.m,
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: '120px minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const note = style({
  '@media': { [mediaQuery.desktop]: { gridColumn: '1 / -1' } },
});
