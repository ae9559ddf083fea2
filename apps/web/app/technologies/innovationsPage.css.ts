import { mediaQuery } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '56px',
  '@media': { [mediaQuery.desktop]: { gap: '96px' } },
});
