import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fittings/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.l,
  padding: `${vars.space.xl} ${vars.space.l}`,
  maxWidth: '1280px',
  margin: '0 auto',
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
});
export const message = style({ margin: 0, fontSize: vars.fontSize.m, color: vars.color.text });
export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  alignItems: 'center',
});
export const toggle = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const share = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });
export const scroller = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const table = style({ borderCollapse: 'collapse', width: '100%', minWidth: '560px' });
export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.m,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});
export const corner = style({ width: '9rem' });
export const productHead = style({
  verticalAlign: 'top',
  textAlign: 'left',
  padding: vars.space.s,
  fontWeight: vars.fontWeight.regular,
});
export const picture = style({
  display: 'block',
  width: '100%',
  maxWidth: '160px',
  height: 'auto',
});
export const name = style({ display: 'block', marginTop: vars.space.s, color: vars.color.text });
export const remove = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.s,
  color: vars.color.text,
});
export const rowHead = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.s,
  fontWeight: vars.fontWeight.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
export const cell = style({
  verticalAlign: 'top',
  padding: vars.space.s,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
// A differing row is marked by the word "Differs" and a left rule, and tinted: never by colour alone.
export const differs = style({ background: vars.color.waterwiseSurface });
globalStyle(`${differs} > th`, { boxShadow: `inset 4px 0 0 ${vars.color.borderStrong}` });
export const differsTag = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.caps,
});

// Printing: the table only, at full width, without the site's chrome or the page's controls.
globalStyle(`body:has(${page}) header, body:has(${page}) footer, body:has(${page}) nav`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${tools}, ${remove}`, { '@media': { print: { display: 'none' } } });
globalStyle(`${scroller}`, { '@media': { print: { overflow: 'visible' } } });
globalStyle(`${table}`, { '@media': { print: { minWidth: 0, fontSize: '10pt' } } });
globalStyle(`${differs}`, {
  '@media': { print: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } },
});
