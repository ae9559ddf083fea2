// The bounds every request is checked against before the app reads it, and the refusals of the web server: a small
// page in the site's words, sent with headers that let it load nothing, on a connection closed the way nginx does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { CACHE_POLICIES } from './cachePolicy';

/** Request targets longer than this are answered 414 (Node's own limit is 16 KB for the line and headers together). */
export const MAX_URL_BYTES = 12_288;
/** More query parameters than this are answered 400: no page reads more than a handful of filters. */
export const MAX_QUERY_PARAMETERS = 64;
/** Bodies (urlencoded forms, JSON to /post, multipart: no page takes files) over this are answered 413 unread. */
export const MAX_BODY_BYTES = 65_536;

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Open the form on this site and send it again.';

const escapeHtml = (text: string): string =>
  String(text).replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const TITLES: Record<number, string> = {
  400: 'Bad request',
  403: 'Request refused',
  413: 'Request too large',
  414: 'Address too long',
  431: 'Request headers too large',
};

/** The language of a refusal page: its `lang`, its title (else the status's English one) and its way home. */
export interface RefusalWords {
  lang: string;
  title?: string;
  home: string;
  homeLink: string;
}

const ENGLISH: RefusalWords = { lang: 'en-IN', home: '/', homeLink: 'Go to the home page' };

/**
 * The 413 page's message and words, in the language of the page the body was sent to (Hindi under `/hi`). Written
 * here, not in the message catalogues: the refusal is made before the app and its translations are loaded.
 */
export function tooLarge(path: string): [string, RefusalWords] {
  const kb = MAX_BODY_BYTES / 1024;
  return /^\/hi(?:[/?]|$)/.test(path)
    ? [
        `आपने जो भेजा है, वह साइट के लिए बहुत बड़ा है: साइट एक बार में ज़्यादा से ज़्यादा ${kb} KB लेती है।`,
        { lang: 'hi-IN', title: 'भेजा गया हिस्सा बहुत बड़ा है', home: '/hi', homeLink: 'होम पेज पर जाएँ' },
      ]
    : [`What was sent is too large: the site takes at most ${kb} KB.`, ENGLISH];
}

/**
 * The page a request refused before the app sees it gets: small, self-contained (no script, no asset that could
 * fail), in the site's words, with a way home. The rendered pages' own error boundary cannot run for a request that
 * was never read.
 */
export function errorPage(status: number, message: string, words: RefusalWords = ENGLISH): string {
  const title = words.title ?? TITLES[status] ?? 'Request refused';
  return (
    `<!DOCTYPE html><html lang="${words.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1a1a1a;background:#fff}` +
    `main{max-width:36rem;margin:0 auto}a{color:#0b4f8a}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
    `<p><a href="${words.home}">${escapeHtml(words.homeLink)}</a></p>` +
    `</main></body></html>`
  );
}

/** How long a connection closed after a refusal keeps reading (and dropping) what the client still sends. */
export const LINGER_MS = 2_000;

/**
 * Makes Node close this connection the way nginx's `lingering_close` does. A response sent with `Connection: close`
 * before the request's body was read (a 413) is followed by Node destroying the socket; bytes the client is still
 * sending then reach a closed socket, the kernel answers them with a reset, and the reset makes the client drop the
 * answer it had not read yet: the visitor sees "connection reset" (or EPIPE) instead of the page saying why. Here the
 * write side is closed (FIN) and what still arrives is read and dropped, unbuffered, until the client closes or
 * {@link LINGER_MS} pass.
 */
export function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.resume();
  };
}

/** Writes {@link errorPage} on a Node response, closing the connection (a body may follow that is never read). */
/**
 * The security headers of a refusal the app never saw (errorPage above: no script, no asset, an inline style): what
 * every page carries, and a policy that lets such a page load nothing.
 */
export const REFUSAL_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=()',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
};

/** A refusal in the site's words as a fetch Response: for the adapter's errorHandler and the body limit. */
export function refusalResponse(status: number, message: string, words?: RefusalWords): Response {
  return new Response(errorPage(status, message, words), {
    status,
    headers: {
      ...REFUSAL_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE_POLICIES.none,
      Connection: 'close',
    },
  });
}

/** A request no URL can be made of: a malformed Host header, or a raw backslash in the path. */
export function unreadableRequest(error: unknown): Response {
  return refusalResponse(
    400,
    error instanceof Error && /host/i.test(error.message)
      ? 'The host name this request was sent to could not be read. Check the address, or start from the home page.'
      : 'This address could not be read: it holds a backslash (\\) where a slash (/) belongs. Check the link, or start from the home page.',
  );
}

export function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  words?: RefusalWords,
): void {
  const body = errorPage(status, message, words);
  res.writeHead(status, {
    ...REFUSAL_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': CACHE_POLICIES.none,
    Connection: 'close',
  });
  res.end(body);
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request that changes something came from the site's own pages. `Sec-Fetch-Site` decides when the browser
 * sends it (same-origin, or none for one the visitor made themselves); otherwise an `Origin` must name the host the
 * request came to (`null` never does). With neither the caller is no browser (curl, a monitor) and the XSRF token
 * alone decides, as it does behind this check for everyone.
 */
export function isSameOriginRequest(
  method: string | undefined,
  headers: IncomingMessage['headers'],
): boolean {
  if (!UNSAFE.has(method ?? '')) return true;
  const site = String(headers['sec-fetch-site'] ?? '')
    .trim()
    .toLowerCase();
  if (site) return site === 'same-origin' || site === 'none';
  const origin = String(headers.origin ?? '').trim();
  if (!origin) return true;
  try {
    return new URL(origin).host.toLowerCase() === String(headers.host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The bounds checked on Node's request before anything reads it. Answers and returns false for a request over one;
 * returns true for a request the app may have. Chunked bodies, whose length is not declared, are counted as they are
 * read (Hono's bodyLimit in server.ts).
 */
export function withinLimits(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  if (url.length > MAX_URL_BYTES) {
    refuse(
      res,
      414,
      'This address is too long for the site. Check the link, or start from the home page.',
    );
    return false;
  }
  const query = url.indexOf('?');
  if (query !== -1 && url.slice(query + 1).split('&').length > MAX_QUERY_PARAMETERS) {
    refuse(
      res,
      400,
      `This address has more than ${MAX_QUERY_PARAMETERS} query parameters; no page takes that many.`,
    );
    return false;
  }
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    refuse(res, 413, ...tooLarge(url));
    return false;
  }
  if (!isSameOriginRequest(req.method, req.headers)) {
    refuse(res, 403, CROSS_SITE_MESSAGE);
    return false;
  }
  return true;
}
