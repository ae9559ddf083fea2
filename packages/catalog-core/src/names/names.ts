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
  /**
   * True for words in the page's language inside a name (what the product is, "सिंगल हैंडल बेसिन मिक्सर", written
   * `<span translate="yes">…</span>` in the markup); the rest of a name is the brand's and stays as written.
   */
  translate?: boolean;
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

function push(
  segments: NameSegment[],
  text: string,
  kind: NameSegmentKind,
  translate = false,
): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last && last.kind === kind && (last.translate ?? false) === translate) last.text += text;
  else segments.push({ text, kind, sup: kind === 'sup', ...(translate ? { translate } : {}) });
}

/** Splits running text so that ®, ™ and ℠ become superscript segments. */
function pushText(
  segments: NameSegment[],
  text: string,
  kind: NameSegmentKind,
  translate = false,
): void {
  let plain = '';
  for (const char of text) {
    if (kind === 'plain' && MARKS.test(char)) {
      push(segments, plain, kind, translate);
      plain = '';
      push(segments, char, 'sup', translate);
    } else {
      plain += char;
    }
  }
  push(segments, plain, kind, translate);
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
  // The open spans, each true when it says `translate="yes"`: the innermost decides.
  const spans: boolean[] = [];
  const translated = (): boolean => spans[spans.length - 1] ?? false;
  let cursor = 0;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    pushText(segments, decodeEntities(markup.slice(cursor, match.index)), kind(), translated());
    cursor = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (name === 'span') {
      if (match[1]) spans.pop();
      else spans.push(/\btranslate\s*=\s*["']?yes\b/i.test(match[0]));
    } else if (name === 'sup' || name === 'sub') {
      if (!match[1]) open.push(name);
      else {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.splice(at, 1);
      }
    }
  }
  // A stray '<' that opens no tag is text, not markup.
  pushText(segments, decodeEntities(markup.slice(cursor)), kind(), translated());
  return segments;
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A name in another language: the words in it that say what the thing is (a product type's "Single Handle Basin
 * Mixer" at the end of a product's name, a part kind's "Ceramic disc cartridge" at the start of a part's name) in
 * that language, the rest (the collection, its marks, a model) kept as written. `wordsIn` gives the words in the
 * language for the English ones, or undefined; the longest words it knows win. A product's name (`at: 'end'`) marks
 * the words `<span translate="yes">` so that a renderer keeps `translate="no"` on the brand's words only; a part's
 * (`at: 'start'`) is plain text, as parts are shown. The name itself when `wordsIn` knows none of its words.
 *
 * @example
 * const hi = new Map([['Single Handle Basin Mixer', 'सिंगल हैंडल बेसिन मिक्सर']]);
 * localizedName('Trillian Single Handle Basin Mixer', (w) => hi.get(w), 'end')
 * // 'Trillian <span translate="yes">सिंगल हैंडल बेसिन मिक्सर</span>'
 */
export function localizedName(
  name: string,
  wordsIn: (english: string) => string | undefined,
  at: 'end' | 'start',
): string {
  const words = name.split(' ');
  for (let count = words.length; count > 0; count--) {
    const english = (at === 'end' ? words.slice(-count) : words.slice(0, count)).join(' ');
    const local = wordsIn(english);
    if (local === undefined || local.trim() === '') continue;
    const rest = at === 'end' ? words.slice(0, -count) : words.slice(count);
    if (at === 'start') return [local, ...rest].join(' ');
    return [...rest, `<span translate="yes">${escapeText(local)}</span>`].join(' ');
  }
  return name;
}

/**
 * Every run of whole words a name may start or end with (`at`), for checking that a translation's English words
 * name a type some product or part is called by.
 */
export function nameWordRuns(name: string, at: 'end' | 'start'): string[] {
  const words = name.split(' ');
  return words.map((_, i) =>
    (at === 'end' ? words.slice(i) : words.slice(0, words.length - i)).join(' '),
  );
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
