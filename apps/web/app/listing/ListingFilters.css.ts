import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export {
  checkbox,
  filters,
  group,
  legend,
  option,
  optionCount,
  optionEmpty,
  panel,
  panelOpen,
  toggle,
} from './FilterPanel.css';
import { focusRing } from '../kit/rules';
import { siteSize } from '../kit/sizes';

export const select = style({
  minHeight: siteSize.tapTarget,
  padding: `0 ${vars.space.m}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: 0,
  background: vars.color.background,
  fontSize: vars.fontSize.s,
  selectors: {
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});
