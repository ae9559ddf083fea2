// What keeps the bathroom list's PDF from being an amplifier: a render costs a request to the API and a quarter to
// half a second of this process's one thread, and every list is a new URL, so a few clients asking for PDFs could
// slow every page of the site. Here:
// - the same list (models and details after normalisation, in the same language) is made once and kept (an LRU of at
//   most PDF_CACHE_ENTRIES files and PDF_CACHE_BYTES, each for as long as the answer may be cached: five minutes);
// - at most PDF_MAX_RENDERS are made at once in a process; past that the visitor is told, in the page's language, to
//   try again in PDF_RETRY_AFTER_SECONDS (503 with Retry-After);
// - the API limits each client's requests for a list's products (429 with Retry-After, passed on in the page's words).
import { serializeBathroomList } from '@fittings/catalog-core/bathroom-list';
import type { Language, Translator } from '@fittings/catalog-core';
import { LRUCache } from 'lru-cache';

/** PDFs made at once in one process; `WEB_PDF_MAX_RENDERS` to change it (the hostile suite uses 1). */
export const PDF_MAX_RENDERS = positiveInteger(process.env.WEB_PDF_MAX_RENDERS) ?? 4;
export const PDF_RETRY_AFTER_SECONDS = 5;
export const PDF_CACHE_ENTRIES = 200;
export const PDF_CACHE_BYTES = 32 * 1024 * 1024;
/** As long as the PDF's answer says it may be kept (`max-age=300`). */
const PDF_CACHE_TTL_MS = 5 * 60_000;

const made = new LRUCache<string, Uint8Array>({
  max: PDF_CACHE_ENTRIES,
  maxSize: PDF_CACHE_BYTES,
  sizeCalculation: (pdf) => Math.max(1, pdf.byteLength),
  ttl: PDF_CACHE_TTL_MS,
});
let rendering = 0;

function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * The key of a list: its language, its models in order, its details as catalog-core serialises them, and how many
 * models the visitor's list named when that was more than the PDF holds (the PDF says so).
 */
export function pdfKey(
  language: Language,
  models: readonly string[],
  list: Parameters<typeof serializeBathroomList>[0],
  total = models.length,
): string {
  const more = total > models.length ? ` of ${total}` : '';
  return `${language} ${models.join(',')}${more} ${serializeBathroomList(list)}`;
}

export type PdfOutcome =
  { kind: 'made'; pdf: Uint8Array; cached: boolean } | { kind: 'busy'; retryAfterSeconds: number };

/**
 * The PDF of a list: from the cache, or made by `render` when fewer than PDF_MAX_RENDERS are being made; `keep` says
 * whether a made file may be kept (not when its products could not be loaded).
 */
export async function gatedPdf(
  key: string,
  render: () => Promise<{ pdf: Uint8Array; keep: boolean }>,
): Promise<PdfOutcome> {
  const cached = made.get(key);
  if (cached) return { kind: 'made', pdf: cached, cached: true };
  if (rendering >= PDF_MAX_RENDERS)
    return { kind: 'busy', retryAfterSeconds: PDF_RETRY_AFTER_SECONDS };
  rendering += 1;
  try {
    const { pdf, keep } = await render();
    if (keep) made.set(key, pdf);
    return { kind: 'made', pdf, cached: false };
  } finally {
    rendering -= 1;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * A refusal of the PDF (503 busy, 429 too many) as a small page in the visitor's language, with `Retry-After`, and a
 * link back to the list. Never cached: the next try may be answered.
 */
export function pdfRefusal(
  status: 429 | 503,
  retryAfterSeconds: number,
  text: Translator,
  language: Language,
  listLink: string,
): Response {
  const message = text.t(status === 503 ? 'web.list.busy' : 'web.list.tooMany', {
    seconds: retryAfterSeconds,
  });
  const title = text.t('web.list.busyTitle');
  const html =
    `<!DOCTYPE html><html lang="${language === 'hi' ? 'hi-IN' : 'en-IN'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1a1a1a;background:#fff}` +
    `main{max-width:36rem;margin:0 auto}a{color:#0b4f8a}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
    `<p><a href="${escapeHtml(listLink)}">${escapeHtml(text.t('web.list.backToList'))}</a></p>` +
    `</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(retryAfterSeconds),
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
