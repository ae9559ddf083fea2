// A product's exploded view as the catalogue brings it: one SVG in its media (`parts/{model}/exploded.svg`) whose
// callout rings are its circles placed by both `cx` and `cy`, one per spare part in the order the parts are listed
// (a part's outline may use circles too, placed by `cx` alone or inside a translated group). The API draws nothing:
// it reads the drawing's size from its viewBox and the rings' centres from the file, so a brand's own drawing takes
// the same path as the demo catalogue's.

/** The media path of a product's exploded view drawing. */
export const explodedViewPath = (model: string): string => `parts/${model}/exploded.svg`;

/** A drawing's size and its callout rings' centres, in the drawing's own units. */
export interface ExplodedViewLayout {
  width: number;
  height: number;
  rings: { x: number; y: number }[];
}

const attribute = (tag: string, name: string): number | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*["']\\s*(-?[\\d.]+)`).exec(tag);
  const value = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
};

/** The size and rings of an exploded view SVG; undefined when it has no usable viewBox or size. */
export function readExplodedView(svg: string): ExplodedViewLayout | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const viewBox = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(
    root,
  );
  const width = viewBox ? Number(viewBox[1]) : attribute(root, 'width');
  const height = viewBox ? Number(viewBox[2]) : attribute(root, 'height');
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) return undefined;
  const rings: ExplodedViewLayout['rings'] = [];
  for (const [tag] of svg.matchAll(/<circle\b[^>]*>/gi)) {
    const x = attribute(tag, 'cx');
    const y = attribute(tag, 'cy');
    if (x !== undefined && y !== undefined) rings.push({ x, y });
  }
  return { width, height, rings };
}
