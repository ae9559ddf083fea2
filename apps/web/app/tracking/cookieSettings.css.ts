import { container, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style([
  container,
  { display: 'grid', gap: vars.space.l, paddingBlock: `${vars.space.xxxl} ${vars.space.huge}` },
]);

export const note = style({ margin: 0, color: vars.color.textMuted, maxWidth: '62ch' });

export const form = style({ margin: 0 });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.l,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  marginBottom: vars.space.m,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });
