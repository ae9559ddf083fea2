import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fittings/ui/theme';

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
export const share = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });

// Printing: the comparison only, without the site's chrome or the page's own controls; the table's print rules
// (full width, no toggle or remove links, tint kept) are CompareTable's.
globalStyle(`body:has(${page}) header, body:has(${page}) footer, body:has(${page}) nav`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${tools}, ${share}`, { '@media': { print: { display: 'none' } } });
