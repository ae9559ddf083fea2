// The server's side of data saving, for the root loader; apart from dataSaver.ts, whose hook reads the root loader's
// answer and so depends on the root route.
/**
 * Whether a request carries `Save-Data: on` (browsers send it on every request when the visitor asks to save data),
 * so the server can leave out what would download before any script runs, such as a gallery's video players. Pages
 * that depend on it are sent with `Vary: Save-Data` (edge/render.ts), so a cache keeps the two versions apart.
 */
export function requestSavesData(request: Request): boolean {
  return request.headers.get('save-data')?.trim().toLowerCase() === 'on';
}
