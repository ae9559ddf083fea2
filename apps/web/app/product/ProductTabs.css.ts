import { vars } from '@fittings/ui/theme';
import { container, mediaQuery } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { belowFold } from '../layout/belowFold.css';

export const section = style([
  container,
  belowFold,
  {
    paddingBlock: `${vars.space.xxl} 56px`,
    '@media': { [mediaQuery.desktop]: { paddingBlock: '48px 80px', maxWidth: '1040px' } },
  },
]);
