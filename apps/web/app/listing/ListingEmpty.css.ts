import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.l,
  padding: `${vars.space.xxxl} ${vars.space.xxl}`,
  background: vars.color.surface,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.regular,
});

export const text = style({ margin: 0, color: vars.color.textMuted });
