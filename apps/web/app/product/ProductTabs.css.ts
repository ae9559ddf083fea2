import { vars } from '@fittings/ui/theme';
import { container, mediaQuery } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { belowFold } from '../layout/belowFold.css';
import { siteSpace } from '../kit/sizes';

export const section = style([
  container,
  belowFold,
  {
    paddingBlock: `${vars.space.xxl} ${siteSpace.section}`,
    '@media': {
      [mediaQuery.desktop]: {
        paddingBlock: `${vars.space.xxxl} ${vars.space.huge}`,
        maxWidth: '1040px',
      },
    },
  },
]);
