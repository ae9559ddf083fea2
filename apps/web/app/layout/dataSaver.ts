// Whether the visitor's browser asks to spare data: Save-Data (the `saveData` flag of the Network Information API,
// which is what the Save-Data header reflects) or a 2G-class connection. Where the API is absent (Safari, Firefox,
// the server) nothing is assumed and the site behaves as usual.
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

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

/**
 * Whether a request carries `Save-Data: on` (browsers send it on every request when the visitor asks to save data),
 * so the server can leave out what would download before any script runs, such as a gallery's video players. Pages
 * that depend on it are sent with `Vary: Save-Data` (server.mjs), so a cache keeps the two versions apart.
 */
export function requestSavesData(request: Request): boolean {
  return request.headers.get('save-data')?.trim().toLowerCase() === 'on';
}

/** In a page: whether this visit asks to save data (the root loader's reading of the Save-Data header). */
export function useSaveData(): boolean {
  return useRouteLoaderData<typeof rootLoader>('root')?.saveData ?? false;
}
