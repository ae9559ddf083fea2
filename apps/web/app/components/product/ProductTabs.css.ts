import { container, vars } from '@fittings/ui';
import { style } from '@vanilla-extract/css';

export const tabs = style([container, { paddingBlock: '48px' }]);
export const panel = style({ marginBottom: '32px' });
export const tabHeading = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
});
