// A minimal PDF writer (PDF 1.4, the standard Helvetica fonts, text, rules and filled boxes) for spec sheets,
// installation guides and catalogues. Small enough to own; a library would bring fonts and layout we do not need.

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 50;

type Colour = readonly [number, number, number];

/** Characters Helvetica's WinAnsi encoding has beyond Latin-1, by their byte. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
  '₂': 0x32,
};

/** Encodes text as a PDF literal string in WinAnsi; characters the font lacks become '?'. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    let code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 63;
    if (code > 0xff || (code >= 0x7f && code < 0xa0 && WIN_ANSI[char] === undefined)) code = 63;
    if (code < 0x20) code = 32;
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 0x80) out += String.fromCharCode(code);
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** Approximate Helvetica advance width, enough to wrap lines inside the margins. */
const textWidth = (text: string, size: number, bold: boolean) => {
  let units = 0;
  for (const char of text) {
    if ("il.,:;|!'’".includes(char)) units += 250;
    else if ('ftjrI() '.includes(char)) units += 300;
    else if ('mwMW'.includes(char)) units += 850;
    else if (char >= 'A' && char <= 'Z') units += 680;
    else units += 540;
  }
  return (units / 1000) * size * (bold ? 1.06 : 1);
};

/** Builds a document page by page, flowing text down from the top margin. */
export class PdfDocument {
  readonly #pages: string[][] = [];
  #ops: string[] = [];
  #y = PAGE_HEIGHT - MARGIN;
  readonly #title: string;
  readonly #footer: string;

  constructor(title: string, footer: string) {
    this.#title = title;
    this.#footer = footer;
    this.newPage();
  }

  get width(): number {
    return PAGE_WIDTH - 2 * MARGIN;
  }

  newPage(): void {
    this.#ops = [];
    this.#pages.push(this.#ops);
    this.#y = PAGE_HEIGHT - MARGIN;
    this.text(this.#footer, {
      size: 8,
      colour: [0.45, 0.48, 0.52],
      x: MARGIN,
      y: 28,
      keepCursor: true,
    });
    this.text(`Page ${this.#pages.length}`, {
      size: 8,
      colour: [0.45, 0.48, 0.52],
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
    const colour = options.colour ?? [0.12, 0.16, 0.2];
    const y = options.y ?? this.#y - size;
    this.#ops.push(
      `BT /${options.bold ? 'F2' : 'F1'} ${num(size)} Tf ${colour.map(num).join(' ')} rg ${num(options.x ?? MARGIN)} ${num(y)} Td ${pdfString(value)} Tj ET`,
    );
    if (!options.keepCursor) this.#y = y - size * 0.35;
  }

  /** A paragraph wrapped to the page width (or `width`), starting at `x`. */
  paragraph(
    value: string,
    options: { size?: number; bold?: boolean; colour?: Colour; x?: number; width?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const width = options.width ?? this.width - ((options.x ?? MARGIN) - MARGIN);
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
      if (textWidth(candidate, size, options.bold ?? false) > width && line) {
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

  rule(colour: Colour = [0.8, 0.82, 0.85]): void {
    this.#y -= 4;
    this.#ops.push(
      `${colour.map(num).join(' ')} RG 0.8 w ${num(MARGIN)} ${num(this.#y)} m ${num(PAGE_WIDTH - MARGIN)} ${num(this.#y)} l S`,
    );
    this.#y -= 8;
  }

  box(x: number, y: number, width: number, height: number, colour: Colour): void {
    this.#ops.push(
      `${colour.map(num).join(' ')} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`,
    );
  }

  /** A coloured band across the top of the page with a title, as the first thing on a page. */
  banner(title: string, subtitle: string, colour: Colour = [0.09, 0.2, 0.3]): void {
    this.box(0, PAGE_HEIGHT - 110, PAGE_WIDTH, 110, colour);
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

  /** The cursor's height on the page, for drawing beside the flow. */
  get y(): number {
    return this.#y;
  }

  /** The finished file. */
  toBuffer(): Buffer {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body) - 1 + 1;
    const catalogId = add('');
    const pagesId = add('');
    const regular = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    );
    const bold = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    );
    const pageIds: number[] = [];
    for (const ops of this.#pages) {
      const content = ops.join('\n');
      const contentId = add(
        `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
      );
      pageIds.push(
        add(
          `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${num(PAGE_WIDTH)} ${num(PAGE_HEIGHT)}] ` +
            `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
        ),
      );
    }
    objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
    objects[pagesId - 1] =
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
    const info = add(`<< /Title ${pdfString(this.#title)} /Producer (fittings-api) >>`);

    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}
