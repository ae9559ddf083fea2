import { vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const group = style({ breakInside: 'avoid-page' });

export const room = style({
  margin: `0 0 ${vars.space.s}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const note = style({ whiteSpace: 'pre-line', color: vars.color.textMuted });

export const facts = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
