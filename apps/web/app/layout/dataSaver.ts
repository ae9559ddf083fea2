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

/** In a page: whether this visit asks to save data (the root loader's reading of the Save-Data header). */
export function useSaveData(): boolean {
  return useRouteLoaderData<typeof rootLoader>('root')?.saveData ?? false;
}
