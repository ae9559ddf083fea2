import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const figure = style({
  margin: 0,
  padding: vars.space.m,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** The drawing and its number labels: the labels are placed in percentages of this box, which is the image's. */
export const drawingBox = style({ position: 'relative', maxWidth: '480px', marginInline: 'auto' });

export const drawing = style({ display: 'block', width: '100%', height: 'auto' });

export const caption = style({
  marginTop: vars.space.s,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'baseline',
  gap: vars.space.m,
  paddingBlock: vars.space.m,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const name = style({ display: 'block', color: vars.color.text });

export const code = style({
  display: 'block',
  // The theme's reading face with tabular figures, so the digits of codes line up down the list: a system monospace
  // would draw differently on every phone (and in every screenshot), and a bundled one would cost a page another font.
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const highlight = style({ background: vars.color.surface });

/** A number on the drawing, centred on the ring the drawing leaves for it. */
export const callout = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  lineHeight: 1,
});
