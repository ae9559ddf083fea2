import { container, mediaQuery } from '@fittings/ui';
import { style } from '@vanilla-extract/css';

export const section = style([
  container,
  {
    paddingBlock: '32px 56px',
    '@media': { [mediaQuery.desktop]: { paddingBlock: '48px 80px', maxWidth: '1040px' } },
  },
]);
