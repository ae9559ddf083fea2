// A small flowing-text layout (banner, headings, paragraphs, two-column tables, bullets, page footers) over pdf-lib,
// for the demo catalogue's spec sheets, installation guides and catalogues. pdf-lib writes the file; this module
// only decides where text goes.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 50;

type Colour = readonly [number, number, number];

const colour = ([r, g, b]: Colour) => rgb(r, g, b);

/** Characters the standard fonts lack but have a close stand-in for. */
const STAND_INS: Record<string, string> = { '₂': '2', '›': '>', '→': '->' };

/** Builds a document page by page, flowing text down from the top margin. */
export class PdfDocument {
  readonly #doc: PDFDocument;
  readonly #regular: PDFFont;
  readonly #bold: PDFFont;
  readonly #supported: Set<number>;
  readonly #footer: string;
  #page!: PDFPage;
  #pageCount = 0;
  #y = PAGE_HEIGHT - MARGIN;

  private constructor(doc: PDFDocument, title: string, footer: string) {
    this.#doc = doc;
    this.#regular = doc.embedStandardFont(StandardFonts.Helvetica);
    this.#bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
    this.#supported = new Set(this.#regular.getCharacterSet());
    this.#footer = footer;
    // Fixed metadata, so the same catalogue always gives the same bytes (and the same ETag).
    doc.setTitle(title);
    doc.setProducer('fittings-api');
    this.newPage();
  }

  static async create(title: string, footer: string): Promise<PdfDocument> {
    return new PdfDocument(await PDFDocument.create({ updateMetadata: false }), title, footer);
  }

  get width(): number {
    return PAGE_WIDTH - 2 * MARGIN;
  }

  /** The cursor's height on the page, for drawing beside the flow. */
  get y(): number {
    return this.#y;
  }

  /** Text the standard fonts can show: stand-ins for a few characters, '?' for the rest, spaces for controls. */
  #encodable(text: string): string {
    let out = '';
    for (const char of text) {
      const replaced = STAND_INS[char] ?? char;
      const code = replaced.codePointAt(0) ?? 63;
      if (code < 0x20) out += ' ';
      else if (replaced.length > 1 || this.#supported.has(code)) out += replaced;
      else out += '?';
    }
    return out;
  }

  newPage(): void {
    this.#page = this.#doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.#pageCount += 1;
    this.#y = PAGE_HEIGHT - MARGIN;
    const grey: Colour = [0.45, 0.48, 0.52];
    this.text(this.#footer, { size: 8, colour: grey, x: MARGIN, y: 28, keepCursor: true });
    this.text(`Page ${this.#pageCount}`, {
      size: 8,
      colour: grey,
      x: PAGE_WIDTH - MARGIN - 40,
      y: 28,
      keepCursor: true,
    });
  }

  /** Moves to a new page when less than `height` points are left. */
  ensure(height: number): void {
    if (this.#y - height < MARGIN + 20) this.newPage();
  }

  space(points: number): void {
    this.#y -= points;
  }

  text(
    value: string,
    options: {
      size?: number;
      bold?: boolean;
      colour?: Colour;
      x?: number;
      y?: number;
      keepCursor?: boolean;
    } = {},
  ): void {
    const size = options.size ?? 10;
    const y = options.y ?? this.#y - size;
    this.#page.drawText(this.#encodable(value), {
      x: options.x ?? MARGIN,
      y,
      size,
      font: options.bold ? this.#bold : this.#regular,
      color: colour(options.colour ?? [0.12, 0.16, 0.2]),
    });
    if (!options.keepCursor) this.#y = y - size * 0.35;
  }

  /** A paragraph wrapped to the page width (or `width`), starting at `x`. */
  paragraph(
    value: string,
    options: { size?: number; bold?: boolean; colour?: Colour; x?: number; width?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const width = options.width ?? this.width - ((options.x ?? MARGIN) - MARGIN);
    const font = options.bold ? this.#bold : this.#regular;
    let line = '';
    const flush = () => {
      if (!line) return;
      this.ensure(size * 1.4);
      this.text(line, { ...options, size });
      this.#y -= size * 0.1;
      line = '';
    };
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(this.#encodable(candidate), size) > width && line) {
        flush();
        line = word;
      } else line = candidate;
    }
    flush();
  }

  heading(value: string, size = 14): void {
    this.ensure(size * 3);
    this.space(size * 0.6);
    this.text(value, { size, bold: true });
    this.rule();
  }

  rule(ruleColour: Colour = [0.8, 0.82, 0.85]): void {
    this.#y -= 4;
    this.#page.drawLine({
      start: { x: MARGIN, y: this.#y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.#y },
      thickness: 0.8,
      color: colour(ruleColour),
    });
    this.#y -= 8;
  }

  box(x: number, y: number, width: number, height: number, fill: Colour): void {
    this.#page.drawRectangle({ x, y, width, height, color: colour(fill) });
  }

  /** A coloured band across the top of the page with a title, as the first thing on a page. */
  banner(title: string, subtitle: string, fill: Colour = [0.09, 0.2, 0.3]): void {
    this.box(0, PAGE_HEIGHT - 110, PAGE_WIDTH, 110, fill);
    this.text(title, {
      size: 20,
      bold: true,
      colour: [1, 1, 1],
      x: MARGIN,
      y: PAGE_HEIGHT - 60,
      keepCursor: true,
    });
    this.text(subtitle, {
      size: 11,
      colour: [0.85, 0.9, 0.94],
      x: MARGIN,
      y: PAGE_HEIGHT - 85,
      keepCursor: true,
    });
    this.#y = PAGE_HEIGHT - 130;
  }

  /** Label and value rows, two columns. */
  table(rows: [string, string][]): void {
    for (const [label, value] of rows) {
      this.ensure(16);
      const top = this.#y;
      this.text(label, { size: 9.5, bold: true, keepCursor: true, y: top - 9.5 });
      this.paragraph(value, { size: 9.5, x: MARGIN + 150, width: this.width - 150 });
      this.#y = Math.min(this.#y, top - 14);
      this.#y -= 3;
    }
  }

  bullets(items: string[]): void {
    for (const item of items) {
      this.ensure(14);
      this.text('•', { size: 10, keepCursor: true, x: MARGIN + 4, y: this.#y - 10 });
      this.paragraph(item, { size: 10, x: MARGIN + 16 });
      this.#y -= 2;
    }
  }

  /** The finished file. */
  async toBuffer(): Promise<Buffer> {
    return Buffer.from(await this.#doc.save());
  }
}
