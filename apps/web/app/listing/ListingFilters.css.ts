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

export const select = style({
  minHeight: '44px',
  padding: `0 ${vars.space.m}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: 0,
  background: vars.color.background,
  fontSize: vars.fontSize.s,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
