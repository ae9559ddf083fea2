// CSV as spreadsheets read it (RFC 4180: comma, CRLF, double quotes doubled), safe to open: a cell that a
// spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe,
// and bidirectional controls (U+202E and kin) are taken out, so no cell shows its text in another order than stored
// (`moc.exe` for `exe.com`) or hides a formula behind one.
import { withoutBidiControls } from '@fittings/catalog-core';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text as is (less bidi controls), numbers and booleans as text, null and undefined empty; quoted only when it must be. */
export function csvCell(value: unknown): string {
  let text = withoutBidiControls(value === null || value === undefined ? '' : String(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as a CSV document, starting with a UTF-8 byte-order mark so Excel shows names in any script correctly.
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
