// The QR code back to a shared list, as a square matrix of dark modules: drawn as SVG rectangles on the print page
// and as PDF rectangles in the PDF, from one encoding by the `qrcode` library.
import QRCode from 'qrcode';

export interface QrMatrix {
  size: number;
  isDark(row: number, column: number): boolean;
}

/** Encodes a URL at error-correction level M (readable from paper with some wear). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The QR code as an SVG document with a quiet zone of four modules. */
export function qrSvg(text: string, label: string): string {
  const matrix = qrMatrix(text);
  const side = matrix.size + 8;
  const cells: string[] = [];
  for (let row = 0; row < matrix.size; row += 1)
    for (let column = 0; column < matrix.size; column += 1)
      if (matrix.isDark(row, column)) cells.push(`M${column + 4} ${row + 4}h1v1h-1z`);
  const escaped = label.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${escaped}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${cells.join('')}" fill="#000"/></svg>`;
}
