import { isSpecialCollection } from '../collections/collections';

/**
 * A piece of a display name: plain text, or text to set as a superscript (trademark marks).
 * Renderers show `text` as text, never as HTML.
 */
export interface NameSegment {
  text: string;
  sup: boolean;
}

const ENTITIES: Record<string, string> = {
  reg: '®',
  trade: '™',
  copy: '©',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const MARKS = /[®™℠]/;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      // Control characters and out-of-range code points stay as written rather than becoming invisible.
      if (!Number.isFinite(code) || code < 0x20 || code > 0x10ffff) return whole;
      return String.fromCodePoint(code);
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function push(segments: NameSegment[], text: string, sup: boolean): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last && last.sup === sup) last.text += text;
  else segments.push({ text, sup });
}

/** Splits plain text so that ®, ™ and ℠ become superscript segments. */
function pushText(segments: NameSegment[], text: string, sup: boolean): void {
  let plain = '';
  for (const char of text) {
    if (!sup && MARKS.test(char)) {
      push(segments, plain, false);
      plain = '';
      push(segments, char, true);
    } else {
      plain += char;
    }
  }
  push(segments, plain, sup);
}

/**
 * Parses a name that may carry trademark markup (`<sup>®</sup>`, `&reg;`, `&trade;`, a bare ®) into safe text
 * segments. Superscripts and trademark marks become `sup` segments; any other tag is dropped and its text kept;
 * entities are decoded. Nothing in the result is HTML.
 *
 * @example
 * parseTrademarkName('Trinsic<sup>&reg;</sup> Pro')
 * // [{ text: 'Trinsic', sup: false }, { text: '®', sup: true }, { text: ' Pro', sup: false }]
 */
export function parseTrademarkName(markup: string | null | undefined): NameSegment[] {
  const segments: NameSegment[] = [];
  if (!markup) return segments;
  const tag = /<\s*(\/?)\s*([a-z][a-z0-9]*)[^>]*>/gi;
  let supDepth = 0;
  let cursor = 0;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    pushText(segments, decodeEntities(markup.slice(cursor, match.index)), supDepth > 0);
    cursor = match.index + match[0].length;
    if ((match[2] ?? '').toLowerCase() === 'sup') {
      supDepth = match[1] ? Math.max(0, supDepth - 1) : supDepth + 1;
    }
  }
  // A stray '<' that opens no tag is text, not markup.
  pushText(segments, decodeEntities(markup.slice(cursor)), supDepth > 0);
  return segments;
}

/**
 * The plain text of segments, for places that cannot show superscripts (page titles, alt text, share tags).
 *
 * @example
 * segmentsToText(parseTrademarkName('Zura<sup>®</sup>')) // 'Zura®'
 */
export function segmentsToText(segments: readonly NameSegment[]): string {
  return segments
    .map((segment) => segment.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The display segments of a collection name. A special collection gets the registered mark (once) and never its
 * suffix; any other collection shows its name followed by its suffix, when it has one.
 *
 * @example
 * formatCollectionName('MagnaFlow Bud', 'Collection') // 'MagnaFlow Bud' + superscript '®'
 * formatCollectionName('Pivotal', 'Collection') // 'Pivotal Collection'
 */
export function formatCollectionName(viewableName: string, suffix?: string | null): NameSegment[] {
  const segments = parseTrademarkName(viewableName);
  if (isSpecialCollection(viewableName)) {
    if (!segments.some((segment) => segment.sup && segment.text.includes('®'))) {
      push(segments, '®', true);
    }
    return segments;
  }
  const cleanSuffix = suffix?.trim();
  if (cleanSuffix) {
    push(segments, ' ', false);
    for (const segment of parseTrademarkName(cleanSuffix))
      push(segments, segment.text, segment.sup);
  }
  return segments;
}

/**
 * The display segments of a product's name and of its collection, ready for a renderer.
 *
 * @example
 * const { name, collection } = formatProductName({ name: 'Stryke<sup>®</sup> Tall Basin Mixer',
 *   viewableCollection: 'Stryke', collectionSuffix: 'Collection' })
 * segmentsToText(name) // 'Stryke® Tall Basin Mixer'
 * segmentsToText(collection) // 'Stryke Collection'
 */
export function formatProductName(product: {
  name: string;
  viewableCollection?: string;
  collectionSuffix?: string;
}): { name: NameSegment[]; collection: NameSegment[] } {
  return {
    name: parseTrademarkName(product.name),
    collection: product.viewableCollection
      ? formatCollectionName(product.viewableCollection, product.collectionSuffix)
      : [],
  };
}
