// Whether the visitor's browser asks to spare data: Save-Data (the `saveData` flag of the Network Information API,
// which is what the Save-Data header reflects) or a 2G-class connection. Where the API is absent (Safari, Firefox,
// the server) nothing is assumed and the site behaves as usual.

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefersDataSaving(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || /^(?:slow-)?2g$/.test(connection.effectiveType ?? '');
}
