// The bathroom list as an A4 PDF, made on the web server with pdf-lib from the list in the URL: brand header, the
// items grouped by room with quantity, name, the facts a plumber checks (pressure, flow, hard water, warranty), model, finish and note, and a QR code back to the shared list.
// Made on the server rather than in the browser so pdf-lib (about 250 KB minified) never enters a page's bundle, and
// the link works without JavaScript, from a shared message, or printed; the URL carries the list, so nothing is kept.
import { plainName } from '@fittings/catalog-core';
import { groupByRoom, NO_ROOM_LABEL } from '@fittings/catalog-core/bathroom-list';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { brand } from '../brand';
import { loadTranslator } from '../i18n/translators';
import { qrMatrix } from './qr.server';
import { LIST_TITLE, type SharedList } from './sharedList.server';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.08, 0.08, 0.08);
const MUTED = rgb(0.35, 0.35, 0.35);

// The standard fonts encode WinAnsi only: the Latin-1 range plus a few marks and quotes. Anything else (Devanagari
// in a note, say) is shown as "?" rather than failing the document; the print page shows every script. For the same
// reason the PDF's own words (its title, "Not in a room yet", the column heads) stay in English on a Hindi page too:
// Helvetica cannot draw Devanagari, and embedding a Devanagari font needs fontkit and a shaper pdf-lib lacks
// (conjuncts and matras would come out wrong). The Hindi page's print view is the list in Hindi.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsiText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const code = char.charCodeAt(0);
      return (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        WIN_ANSI_EXTRAS.has(char)
        ? char
        : '?';
    })
    .join('');
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function bathroomListPdf(shared: SharedList): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(LIST_TITLE);
  pdf.setAuthor(brand.name);
  pdf.setSubject('A list of products to take to a plumber or dealer');
  pdf.setCreator(brand.name);
  // A fixed date: the same list gives the same file (and the creation time says nothing the buyer needs).
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const text = (value: string, x: number, size: number, font = regular, color = INK) =>
    page.drawText(winAnsiText(value), { x, y, size, font, color });
  const need = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  // Brand header, and the QR code at its right.
  text(brand.name, MARGIN, 24, bold);
  const qrSide = 96;
  const matrix = qrMatrix(shared.qrTargets);
  const cell = qrSide / (matrix.size + 8);
  const qrLeft = A4.width - MARGIN - qrSide;
  const qrTop = A4.height - MARGIN + 24;
  for (let row = 0; row < matrix.size; row += 1)
    for (let column = 0; column < matrix.size; column += 1)
      if (matrix.isDark(row, column))
        page.drawRectangle({
          x: qrLeft + (column + 4) * cell,
          y: qrTop - (row + 5) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
  page.drawText('Scan to open this list', {
    x: qrLeft + 6,
    y: qrTop - qrSide - 10,
    size: 8,
    font: regular,
    color: MUTED,
  });
  y -= 18;
  text(brand.tagline, MARGIN, 10, regular, MUTED);
  y -= 34;
  text(LIST_TITLE, MARGIN, 16, bold);
  y -= 16;
  const count = shared.lines.reduce((sum, line) => sum + line.quantity, 0);
  // The print page's own message, in English like the rest of the PDF: "1 product, 2 pieces".
  const english = await loadTranslator('en');
  text(
    english.t('web.list.counts', { products: shared.lines.length, pieces: count }),
    MARGIN,
    10,
    regular,
    MUTED,
  );
  if (shared.total > shared.models.length) {
    // A longer list than the PDF holds: say how much of it this is.
    y -= 14;
    text(
      english.t('web.list.firstOf', { shown: shared.models.length, total: shared.total }),
      MARGIN,
      10,
      regular,
      MUTED,
    );
  }
  y -= 30;

  const columns = { quantity: MARGIN, name: MARGIN + 40, model: 360, finish: 450 };
  for (const group of groupByRoom(shared.list.rooms, shared.lines)) {
    need(60);
    text(group.room || NO_ROOM_LABEL, MARGIN, 13, bold);
    y -= 8;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.5,
      color: MUTED,
    });
    y -= 14;
    text('Qty', columns.quantity, 8, bold, MUTED);
    text('Product', columns.name, 8, bold, MUTED);
    text('Model', columns.model, 8, bold, MUTED);
    text('Finish', columns.finish, 8, bold, MUTED);
    y -= 16;
    for (const line of group.lines) {
      const nameLines = wrap(
        winAnsiText(plainName(line.name) || line.model),
        regular,
        10,
        columns.model - columns.name - 10,
      );
      const noteLines = line.note
        ? wrap(
            winAnsiText(`Note: ${line.note.replace(/\n+/g, ' ')}`),
            regular,
            9,
            A4.width - MARGIN - columns.name,
          )
        : [];
      const factLines = shared.facts[line.model]
        ? wrap(
            winAnsiText(shared.facts[line.model]!),
            regular,
            8,
            columns.model - columns.name - 10,
          )
        : [];
      need(14 * nameLines.length + 11 * factLines.length + 12 * noteLines.length + 8);
      text(`${line.quantity} ×`, columns.quantity, 10, bold);
      text(line.model, columns.model, 10);
      text(line.finish, columns.finish, 10);
      for (const nameLine of nameLines) {
        text(nameLine, columns.name, 10);
        y -= 14;
      }
      for (const factLine of factLines) {
        text(factLine, columns.name, 8, regular, MUTED);
        y -= 11;
      }
      for (const noteLine of noteLines) {
        text(noteLine, columns.name, 9, regular, MUTED);
        y -= 12;
      }
      y -= 6;
    }
    y -= 12;
  }
  if (shared.lines.length === 0) text('This list has no products.', MARGIN, 11);
  need(30);
  y = Math.min(y, MARGIN + 12);
  text(`Open this list: ${shared.link}`, MARGIN, 7, regular, MUTED);
  return pdf.save();
}
