// The bathroom list PDF's fonts: Noto Sans Devanagari, which the site already ships through @fontsource, embedded as
// subsets (only the glyphs a list draws) so one PDF says Hindi and English alike: conjuncts (क्ष, स्ट), the vowel sign
// ि before its consonant, matras and the anusvara come from fontkit's Indic shaper, and ™, ×, ₹ are drawn, not "?".
// @fontsource splits the font by script, so a line is drawn as runs, each in the file that has its characters.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

// WOFF, not WOFF2: fontkit 2 cannot subset the composite glyphs of a WOFF2 file (the offsets it rewrites are
// outside the decoded glyph), and the WOFF is what it reads whole.
const FILES = {
  regular: ['devanagari-400', 'latin-400', 'latin-ext-400'],
  bold: ['devanagari-700', 'latin-700', 'latin-ext-700'],
} as const;
type Weight = keyof typeof FILES;

const fontDirectory = () =>
  // The package's exports name only its CSS; the font files sit beside it.
  join(
    dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari')),
    'files',
  );

/**
 * A WOFF file as the TrueType font it wraps: each table inflated once here, where fontkit would inflate a table
 * again each time it reads one (most of a PDF's time, when a Devanagari line is shaped and subset).
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = view.getUint32(entry + 4);
    const compressed = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: compressed < length ? new Uint8Array(inflateSync(stored)) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), 12 + 16 * count);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  out.setUint32(0, view.getUint32(4));
  out.setUint16(4, count);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, count * 16 - power * 16);
  let offset = 12 + 16 * count;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const bytesOf = new Map<string, Uint8Array>();
function fontBytes(name: string): Uint8Array {
  let bytes = bytesOf.get(name);
  if (!bytes) {
    bytes = woffToSfnt(
      readFileSync(join(fontDirectory(), `noto-sans-devanagari-${name}-normal.woff`)),
    );
    bytesOf.set(name, bytes);
  }
  return bytes;
}

/** A subset written as the stream pdf-lib reads (fontkit 1's `encodeStream()`), from fontkit 2's one buffer. */
function subsetStream(subset: fontkit.Subset) {
  const handlers: Record<string, (value?: unknown) => void> = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', handler: (value?: unknown) => void) {
      handlers[event] = handler;
      if (handlers.data && handlers.end && handlers.error) {
        const { data, end, error } = handlers;
        queueMicrotask(() => {
          try {
            data(subset.encode());
            end();
          } catch (failure) {
            error(failure);
          }
        });
      }
      return stream;
    },
  };
  return stream;
}

// Parsed once per file: reading a font's tables and its first shaping take most of a PDF's time, and a parsed font
// is only read from (each PDF makes its own subset of it).
const parsed = new WeakMap<Uint8Array, fontkit.Font>();
function parse(data: Uint8Array): fontkit.Font {
  let font = parsed.get(data);
  if (!font) {
    font = fontkit.create(data);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => subsetStream(subset) });
    };
    // A line is shaped several times (measured to wrap, measured to place, then drawn), and the same words come back
    // in every list (headings, finishes): each text is shaped once, up to a bound.
    const layout = font.layout.bind(font);
    const shaped = new Map<string, ReturnType<fontkit.Font['layout']>>();
    font.layout = (text, features) => {
      const key = features ? `${JSON.stringify(features)}\u0000${text}` : text;
      let run = shaped.get(key);
      if (!run) {
        if (shaped.size >= 5_000) shaped.clear();
        run = layout(text, features);
        shaped.set(key, run);
      }
      return run;
    };
    parsed.set(data, font);
  }
  return font;
}

/** fontkit 2 for pdf-lib, which was written against fontkit 1 (see `subsetStream`). */
const fontkitForPdfLib = { create: parse };

interface Face {
  pdf: PDFFont;
  has(codePoint: number): boolean;
}

/** A run of text in one face: what one `drawText` draws. */
interface Run {
  text: string;
  face: Face;
}

// Characters that belong to the run around them (spaces, joiners, common punctuation) when its face has them, so a
// Hindi phrase is shaped as one run and "बाथरूम लिस्ट" is not cut at its space.
const NEUTRAL = /[\s.,:;!?'"()\-–—/·]|\u200c|\u200d/u;

export interface PdfText {
  /** The width of `text` at `size` as `draw` would draw it. */
  width(text: string, size: number, weight?: Weight): number;
  /** Draws `text` on `page` with its baseline at (x, y), each script in its face. */
  draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; weight?: Weight; color: Color },
  ): void;
}

/** Embeds the faces in `pdf` (as subsets, written when the PDF is saved) and returns what draws with them. */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfText> {
  // pdf-lib's type names fontkit 1's every property; fontkit 2's font has those pdf-lib reads (the embedders').
  pdf.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const faces = {} as Record<Weight, Face[]>;
  for (const weight of Object.keys(FILES) as Weight[])
    faces[weight] = await Promise.all(
      FILES[weight].map(async (name) => {
        const bytes = fontBytes(name);
        const font = parse(bytes);
        return {
          pdf: await pdf.embedFont(bytes, { subset: true }),
          has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
        };
      }),
    );

  const runsOf = (text: string, weight: Weight): Run[] => {
    const runs: Run[] = [];
    const [devanagari, latin] = faces[weight] as [Face, Face, Face];
    for (const char of text.normalize('NFC').replace(/\s+/g, ' ')) {
      const codePoint = char.codePointAt(0)!;
      const last = runs.at(-1);
      let face: Face | undefined;
      if (last && NEUTRAL.test(char) && last.face.has(codePoint)) face = last.face;
      else if (codePoint >= 0x0900 && codePoint <= 0x097f) face = devanagari;
      else face = faces[weight].find((candidate) => candidate.has(codePoint));
      // A character no face draws (an emoji, another script) is shown as "?", as it always was, rather than failing
      // the document or being dropped without a trace.
      const shown = face ? char : '?';
      face ??= latin;
      if (last && last.face === face) last.text += shown;
      else runs.push({ text: shown, face });
    }
    return runs;
  };

  return {
    width: (text, size, weight = 'regular') =>
      runsOf(text, weight).reduce(
        (sum, run) => sum + run.face.pdf.widthOfTextAtSize(run.text, size),
        0,
      ),
    draw(page, text, { x, y, size, weight = 'regular', color }) {
      let left = x;
      for (const run of runsOf(text, weight)) {
        page.drawText(run.text, { x: left, y, size, font: run.face.pdf, color });
        left += run.face.pdf.widthOfTextAtSize(run.text, size);
      }
    },
  };
}
