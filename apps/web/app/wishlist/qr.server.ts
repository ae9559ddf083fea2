// The QR code back to a shared list, as a square matrix of dark modules: drawn as SVG rectangles on the print page
// and as PDF rectangles in the PDF, from one encoding by the `qrcode` library.
import QRCode from 'qrcode';

export interface QrMatrix {
  size: number;
  isDark(row: number, column: number): boolean;
}

/**
 * Encodes the first of `texts` a QR code can hold, at error-correction level M (readable from paper with some wear).
 * A code holds at most some 2,300 bytes at that level, and a list of eight products with a note each is longer: so
 * the caller names what to fall back to (the list without its notes, then the wishlist page), and the page or the
 * PDF always gets a code rather than failing. Throws only when none fits, which a caller's last text never does.
 */
export function qrMatrix(texts: readonly string[]): QrMatrix {
  let lastError: unknown;
  for (const text of texts) {
    try {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
      return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError ?? new Error('No text to encode in a QR code');
}

/** The QR code (of the first of `texts` that fits, see qrMatrix) as an SVG document with a quiet zone of four modules. */
export function qrSvg(texts: readonly string[], label: string): string {
  const matrix = qrMatrix(texts);
  const side = matrix.size + 8;
  const cells: string[] = [];
  for (let row = 0; row < matrix.size; row += 1)
    for (let column = 0; column < matrix.size; column += 1)
      if (matrix.isDark(row, column)) cells.push(`M${column + 4} ${row + 4}h1v1h-1z`);
  const escaped = label.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${escaped}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${cells.join('')}" fill="#000"/></svg>`;
}
