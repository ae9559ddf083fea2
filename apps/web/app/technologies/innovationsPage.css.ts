import { mediaQuery } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace } from '../kit/sizes';

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.section,
  '@media': { [mediaQuery.desktop]: { gap: siteSpace.pageEnd } },
});
