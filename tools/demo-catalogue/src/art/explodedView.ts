// An exploded view drawing of a product's spare parts: the body, each part lifted out along one axis with a leader
// to an empty callout ring. The drawing carries no text (issue 26: drawn words were cut by the layout and stayed
// English on Hindi pages): the numbers are HTML labels the page sets on the rings, at the places `explodedViewLayout`
// gives (the API answers them with the drawing), and the numbered part list beside it names each part. Numbers follow
// the order of the product's parts, which is the order the find-a-part page lists them in.
import type { PartRecord } from '@fittings/catalog-core/catalogue-format';
import { escapeXml } from './svg';

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

/** Where the drawing of `count` parts puts part i's callout ring (i from 0), in the drawing's units. */
export interface ExplodedViewLayout {
  width: number;
  height: number;
  callouts: { x: number; y: number }[];
}

const ROW_HEIGHT = 70;
const FIRST_ROW = 50;
const AXIS_X = 150;
const CALLOUT_X = 300;
/** The callout ring's radius: the page's number label (28 CSS pixels) sits on it at any width. */
const CALLOUT_RADIUS = 18;

/** The size of the drawing of `count` parts and where its callout rings are. */
export function explodedViewLayout(count: number): ExplodedViewLayout {
  const height = Math.max(300, FIRST_ROW + (count + 1) * ROW_HEIGHT);
  return {
    width: 400,
    height,
    callouts: Array.from({ length: count }, (_, index) => ({
      x: CALLOUT_X,
      y: FIRST_ROW + index * ROW_HEIGHT,
    })),
  };
}

/** The exploded view of a product with the given parts (at least one), as an SVG document without text. */
export function explodedViewSvg(
  product: { model: string; name: string },
  parts: readonly PartRecord[],
): string {
  const { width, height, callouts } = explodedViewLayout(parts.length);
  const title = `Exploded view of ${product.name} (${product.model})`;
  const drawn = parts.map((part, index) => {
    const { x, y } = callouts[index]!;
    return (
      `<g transform="translate(${AXIS_X} ${y})" fill="#e8edf2" stroke="#3b4754" stroke-width="2">${OUTLINES[part.kind]}</g>` +
      `<path d="M${AXIS_X + 50} ${y}H${x - CALLOUT_RADIUS}" stroke="#7a8794" stroke-dasharray="4 3"/>` +
      `<circle cx="${x}" cy="${y}" r="${CALLOUT_RADIUS}" fill="#fff" stroke="#1f2933" stroke-width="2"/>`
    );
  });
  const bodyY = FIRST_ROW + parts.length * ROW_HEIGHT;
  const body =
    `<path d="M${AXIS_X} 20V${bodyY}" stroke="#b7c1cc" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<rect x="${AXIS_X - 46}" y="${bodyY - 10}" width="92" height="44" rx="8" fill="#c9d2db" stroke="#3b4754" stroke-width="2"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title><rect width="${width}" height="${height}" fill="#fff"/>` +
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
