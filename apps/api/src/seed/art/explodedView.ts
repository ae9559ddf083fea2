// An exploded view drawing of a product's spare parts: the body, each part lifted out along one axis with a numbered
// callout, and a legend of numbers, codes and names. Numbers follow the order of the product's parts, which is the
// order the find-a-part page lists them in, so a visitor can match the drawing to the list.
import type { PartRecord } from '../../catalogue/format';
import { escapeXml } from './svg';

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** One simple outline per kind of part, centred on (0, 0), about 60 units wide. */
const OUTLINES: Record<PartRecord['kind'], string> = {
  cartridge:
    '<rect x="-16" y="-26" width="32" height="52" rx="4"/><rect x="-6" y="-38" width="12" height="12"/>',
  aerator: '<rect x="-14" y="-10" width="28" height="20" rx="3"/><path d="M-10 0h20M-10 5h20"/>',
  'o-ring-kit': '<circle r="18"/><circle r="12"/><circle cx="34" r="10"/>',
  handle: '<path d="M-40 -6h64a6 6 0 0 1 0 12h-64z"/><circle cx="-40" r="10"/>',
  hose: '<path d="M-40 10c20-30 40 30 60 0s30-20 30-20" fill="none"/>',
  'spray-face': '<ellipse rx="34" ry="10"/><path d="M-20 0h40M-10 -4v8M10 -4v8"/>',
  diverter: '<rect x="-12" y="-20" width="24" height="40" rx="3"/><circle r="5"/>',
};

/** The exploded view of a product with the given parts (at least one), as an SVG document. */
export function explodedViewSvg(
  product: { model: string; name: string },
  parts: readonly PartRecord[],
): string {
  const width = 720;
  const rowHeight = 70;
  const height = Math.max(360, 110 + parts.length * rowHeight);
  const axisX = 170;
  const title = `Exploded view of ${product.name} (${product.model})`;
  const drawn = parts.map((part, index) => {
    const y = 70 + index * rowHeight;
    const number = index + 1;
    return (
      `<g transform="translate(${axisX} ${y})" fill="#e8edf2" stroke="#3b4754" stroke-width="2">${OUTLINES[part.kind]}</g>` +
      `<path d="M${axisX + 50} ${y}H300" stroke="#7a8794" stroke-dasharray="4 3"/>` +
      `<circle cx="316" cy="${y}" r="15" fill="#1f2933"/>` +
      `<text x="316" y="${y + 5}" ${FONT} font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${number}</text>` +
      `<text x="344" y="${y - 4}" ${FONT} font-size="16" font-weight="700" fill="#1f2933">${escapeXml(part.code)}</text>` +
      `<text x="344" y="${y + 16}" ${FONT} font-size="14" fill="#3b4754">${escapeXml(part.name)}</text>`
    );
  });
  const bodyY = 70 + parts.length * rowHeight;
  const body =
    `<path d="M${axisX} 40V${bodyY}" stroke="#b7c1cc" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<rect x="${axisX - 46}" y="${bodyY - 10}" width="92" height="44" rx="8" fill="#c9d2db" stroke="#3b4754" stroke-width="2"/>` +
    `<text x="${axisX}" y="${bodyY + 58}" ${FONT} font-size="13" fill="#3b4754" text-anchor="middle">Body ${escapeXml(product.model)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title><rect width="${width}" height="${height}" fill="#fff"/>` +
    `<text x="24" y="32" ${FONT} font-size="18" font-weight="700" fill="#1f2933">${escapeXml(title)}</text>` +
    body +
    drawn.join('') +
    '</svg>'
  );
}

/** Which products get a drawing: faucets and bath mixers with parts (the ones a plumber takes apart). */
export const EXPLODED_VIEW_CATEGORIES: ReadonlySet<string> = new Set([
  'lav-faucets',
  'kitchen-faucets',
  'bathing',
]);

/** The media path of a product's exploded view drawing. */
export const explodedViewPath = (model: string): string => `parts/${model}/exploded.svg`;
