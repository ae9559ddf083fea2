import { isSpecialCollection } from '../collections/collections';

/** How a piece of a name is set: as running text, raised (trademark marks) or lowered (chemical formulas). */
export type NameSegmentKind = 'plain' | 'sup' | 'sub';

/**
 * A piece of a display name: plain text, a superscript (trademark marks) or a subscript (H<sub>2</sub>O).
 * Renderers show `text` as text, never as HTML.
 */
export interface NameSegment {
  text: string;
  kind: NameSegmentKind;
  /** @deprecated Use `kind === 'sup'`. */
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

function push(segments: NameSegment[], text: string, kind: NameSegmentKind): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last && last.kind === kind) last.text += text;
  else segments.push({ text, kind, sup: kind === 'sup' });
}

/** Splits running text so that ®, ™ and ℠ become superscript segments. */
function pushText(segments: NameSegment[], text: string, kind: NameSegmentKind): void {
  let plain = '';
  for (const char of text) {
    if (kind === 'plain' && MARKS.test(char)) {
      push(segments, plain, kind);
      plain = '';
      push(segments, char, 'sup');
    } else {
      plain += char;
    }
  }
  push(segments, plain, kind);
}

/**
 * The one way to read catalogue markup in a name (`<sup>™</sup>`, `<sub>2</sub>`, `&amp;`, `&trade;`, a bare ®):
 * safe text segments for a renderer. `<sup>` and trademark marks become `sup` segments, `<sub>` becomes `sub`; any
 * other tag is dropped and its text kept; entities are decoded. Nothing in the result is HTML.
 *
 * @example
 * nameSegments('H<sub>2</sub>Okinetic')
 * // [{ text: 'H', kind: 'plain' }, { text: '2', kind: 'sub' }, { text: 'Okinetic', kind: 'plain' }]
 * nameSegments('DIAMOND<sup>™</sup> Seal Technology')
 * // [{ text: 'DIAMOND', kind: 'plain' }, { text: '™', kind: 'sup' }, { text: ' Seal Technology', kind: 'plain' }]
 */
export function nameSegments(markup: string | null | undefined): NameSegment[] {
  const segments: NameSegment[] = [];
  if (!markup) return segments;
  const tag = /<\s*(\/?)\s*([a-z][a-z0-9]*)[^>]*>/gi;
  // The innermost open sup/sub decides how text is set.
  const open: ('sup' | 'sub')[] = [];
  const kind = (): NameSegmentKind => open[open.length - 1] ?? 'plain';
  let cursor = 0;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    pushText(segments, decodeEntities(markup.slice(cursor, match.index)), kind());
    cursor = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (name === 'sup' || name === 'sub') {
      if (!match[1]) open.push(name);
      else {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.splice(at, 1);
      }
    }
  }
  // A stray '<' that opens no tag is text, not markup.
  pushText(segments, decodeEntities(markup.slice(cursor)), kind());
  return segments;
}

/**
 * @deprecated Use `nameSegments`, which also keeps subscripts.
 */
export function parseTrademarkName(markup: string | null | undefined): NameSegment[] {
  return nameSegments(markup);
}

/**
 * The plain text of segments, for places that cannot show superscripts (page titles, alt text, share tags).
 * Marks stay as characters (™, ®) and subscript digits become ordinary digits.
 *
 * @example
 * segmentsToText(nameSegments('Zura<sup>®</sup>')) // 'Zura®'
 */
export function segmentsToText(segments: readonly NameSegment[]): string {
  return segments
    .map((segment) => segment.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A name with catalogue markup as a person reads it, in plain text: for `<title>`, meta and share tags, JSON-LD,
 * alt text, e-mails and CSV. No tags, entities decoded, ™ and ® kept as characters, H<sub>2</sub>O as H2O.
 *
 * @example
 * plainName('DIAMOND<sup>™</sup> Seal Technology') // 'DIAMOND™ Seal Technology'
 * plainName('H<sub>2</sub>Okinetic &amp; more') // 'H2Okinetic & more'
 */
export function plainName(markup: string | null | undefined): string {
  return segmentsToText(nameSegments(markup));
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
  const segments = nameSegments(viewableName);
  if (isSpecialCollection(viewableName)) {
    if (!segments.some((segment) => segment.kind === 'sup' && segment.text.includes('®'))) {
      push(segments, '®', 'sup');
    }
    return segments;
  }
  const cleanSuffix = suffix?.trim();
  if (cleanSuffix) {
    push(segments, ' ', 'plain');
    for (const segment of nameSegments(cleanSuffix)) push(segments, segment.text, segment.kind);
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
    name: nameSegments(product.name),
    collection: product.viewableCollection
      ? formatCollectionName(product.viewableCollection, product.collectionSuffix)
      : [],
  };
}
