// The bathroom list as an A4 PDF in the list's language, made on the web server with pdf-lib from the list in the URL
// (fonts: pdfFonts.server.ts): brand header, the items grouped by room with quantity, name, the facts a plumber checks (pressure, flow, hard water, warranty), model, finish and note, and a QR code back to the shared list.
// Made on the server rather than in the browser so pdf-lib (about 250 KB minified) never enters a page's bundle, and
// the link works without JavaScript, from a shared message, or printed; the URL carries the list, so nothing is kept.
import { plainName, type Translator } from '@fittings/catalog-core';
import { groupByRoom, NO_ROOM_LABEL_CODE } from '@fittings/catalog-core/bathroom-list';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { brand } from '../brand';
import { embedPdfFonts, type PdfText } from './pdfFonts.server';
import { qrMatrix } from './qr.server';
import type { SharedList } from './sharedList.server';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.08, 0.08, 0.08);
const MUTED = rgb(0.35, 0.35, 0.35);

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, fonts: PdfText, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fonts.width(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The list as a PDF in `text`'s language: every word of it from the message catalogues, as the print page says it. */
export async function bathroomListPdf(shared: SharedList, text: Translator): Promise<Uint8Array> {
  const title = text.t('web.list.title', { brand: brand.name });
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage(text.tag);
  pdf.setAuthor(brand.name);
  pdf.setSubject(text.t('web.list.printDescription', { brand: brand.name }));
  pdf.setCreator(brand.name);
  // A fixed date: the same list gives the same file (and the creation time says nothing the buyer needs).
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const fonts = await embedPdfFonts(pdf);

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const draw = (
    value: string,
    x: number,
    size: number,
    weight: 'regular' | 'bold' = 'regular',
    color = INK,
  ) => fonts.draw(page, value, { x, y, size, weight, color });
  const need = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  // Brand header, and the QR code at its right.
  draw(brand.name, MARGIN, 24, 'bold');
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
  // The caption under the code, centred on it and wrapped to its width (the Hindi one is longer).
  wrap(text.t('web.list.scan'), fonts, 8, qrSide).forEach((line, index) =>
    fonts.draw(page, line, {
      x: qrLeft + (qrSide - fonts.width(line, 8)) / 2,
      y: qrTop - qrSide - 10 - index * 10,
      size: 8,
      color: MUTED,
    }),
  );
  y -= 18;
  draw(text.t('web.brand.tagline'), MARGIN, 10, 'regular', MUTED);
  y -= 34;
  draw(title, MARGIN, 16, 'bold');
  y -= 16;
  const count = shared.lines.reduce((sum, line) => sum + line.quantity, 0);
  draw(
    text.t('web.list.counts', { products: shared.lines.length, pieces: count }),
    MARGIN,
    10,
    'regular',
    MUTED,
  );
  if (shared.total > shared.models.length) {
    // A longer list than the PDF holds: say how much of it this is.
    y -= 14;
    draw(
      text.t('web.list.firstOf', { shown: shared.models.length, total: shared.total }),
      MARGIN,
      10,
      'regular',
      MUTED,
    );
  }
  y -= 30;

  const columns = { quantity: MARGIN, name: MARGIN + 40, model: 360, finish: 450 };
  const nameWidth = columns.model - columns.name - 10;
  const finishWidth = A4.width - MARGIN - columns.finish;
  for (const group of groupByRoom(shared.list.rooms, shared.lines)) {
    need(60);
    draw(group.room || text.t(NO_ROOM_LABEL_CODE), MARGIN, 13, 'bold');
    y -= 8;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.5,
      color: MUTED,
    });
    y -= 14;
    draw(text.t('web.list.quantity'), columns.quantity, 8, 'bold', MUTED);
    draw(text.t('web.list.product'), columns.name, 8, 'bold', MUTED);
    draw(text.t('web.list.model'), columns.model, 8, 'bold', MUTED);
    draw(text.t('web.list.finish'), columns.finish, 8, 'bold', MUTED);
    y -= 16;
    for (const line of group.lines) {
      const nameLines = wrap(plainName(line.name) || line.model, fonts, 10, nameWidth);
      const finishLines = wrap(line.finish, fonts, 10, finishWidth);
      const noteLines = line.note
        ? wrap(
            `${text.t('web.list.note')}: ${line.note.replace(/\n+/g, ' ')}`,
            fonts,
            9,
            A4.width - MARGIN - columns.name,
          )
        : [];
      const factLines = shared.facts[line.model]
        ? wrap(shared.facts[line.model]!, fonts, 8, nameWidth)
        : [];
      const rowLines = Math.max(nameLines.length, finishLines.length);
      need(14 * rowLines + 11 * factLines.length + 12 * noteLines.length + 8);
      draw(`${line.quantity} ×`, columns.quantity, 10, 'bold');
      draw(line.model, columns.model, 10);
      const top = y;
      finishLines.forEach((finishLine, index) => {
        y = top - 14 * index;
        draw(finishLine, columns.finish, 10);
      });
      y = top;
      for (const nameLine of nameLines) {
        draw(nameLine, columns.name, 10);
        y -= 14;
      }
      y = top - 14 * rowLines;
      for (const factLine of factLines) {
        draw(factLine, columns.name, 8, 'regular', MUTED);
        y -= 11;
      }
      for (const noteLine of noteLines) {
        draw(noteLine, columns.name, 9, 'regular', MUTED);
        y -= 12;
      }
      y -= 6;
    }
    y -= 12;
  }
  if (shared.lines.length === 0) draw(text.t('web.list.noProducts'), MARGIN, 11);
  need(30);
  y = Math.min(y, MARGIN + 12);
  draw(text.t('web.list.open', { link: shared.link }), MARGIN, 7, 'regular', MUTED);
  return pdf.save();
}
