import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fittings/ui/theme';
import { page as pageClass } from '../layout/pageHeading.css';

// The heading and margins of the bathroom list's page (layout/pageHeading), so the comparison reads as one of the
// site's pages; the content below the header keeps its own rhythm.
export { header, page, title } from '../layout/pageHeading.css';

export const body = style({ display: 'grid', gap: vars.space.l });
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
globalStyle(
  `body:has(${pageClass}) header, body:has(${pageClass}) footer, body:has(${pageClass}) nav`,
  {
    '@media': { print: { display: 'none' } },
  },
);
globalStyle(`${tools}, ${share}`, { '@media': { print: { display: 'none' } } });
