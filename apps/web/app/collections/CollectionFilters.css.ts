import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { option as panelOption } from '../listing/FilterPanel.css';

export {
  checkbox,
  filters,
  group,
  legend,
  optionCount as count,
  optionEmpty,
  panel,
  panelOpen,
  toggle,
} from '../listing/FilterPanel.css';
import { siteSize } from '../kit/sizes';

// Collection options carry a swatch, so they stand a little taller than the listing's.
export const option = style([panelOption, { minHeight: siteSize.option }]);

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s });

export const swatch = style({
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.l,
});
