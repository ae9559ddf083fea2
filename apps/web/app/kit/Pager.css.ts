import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { capsLink } from './rules';

export const pager = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.l,
  paddingTop: vars.space.s,
});

export const link = style({
  ...capsLink,
  selectors: { '&:last-child': { justifySelf: 'end' }, ...capsLink.selectors },
});

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });
