// The bounds every request is checked against before the app reads it, and the refusals of the web server: a small
// page in the site's words, sent with headers that let it load nothing, on a connection closed the way nginx does.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { CACHE_POLICIES } from './cachePolicy';
import { EVERY_ANSWER_HEADERS } from './securityHeaders';

/** Request targets longer than this are answered 414 (Node's own limit is 16 KB for the line and headers together). */
export const MAX_URL_BYTES = 12_288;
/** More query parameters than this are answered 400: no page reads more than a handful of filters. */
export const MAX_QUERY_PARAMETERS = 64;
/** Bodies (urlencoded forms, JSON to /post, multipart: no page takes files) over this are answered 413 unread. */
export const MAX_BODY_BYTES = 65_536;

const escapeHtml = (text: string): string =>
  String(text).replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A refusal's words in one language: the page's title and what it says. */
interface Said {
  title: string;
  message: string;
}

const KB = MAX_BODY_BYTES / 1024;

/**
 * Every refusal the web server makes before the app (and its message catalogues) is loaded, in both of the site's
 * languages: written here because the app's translations are not there yet.
 */
export const REFUSALS = {
  bodyTooLarge: {
    status: 413,
    en: {
      title: 'Request too large',
      message: `What was sent is too large: the site takes at most ${KB} KB.`,
    },
    hi: {
      title: 'भेजा गया हिस्सा बहुत बड़ा है',
      message: `आपने जो भेजा है, वह साइट के लिए बहुत बड़ा है: साइट एक बार में ज़्यादा से ज़्यादा ${KB} KB लेती है।`,
    },
  },
  addressTooLong: {
    status: 414,
    en: {
      title: 'Address too long',
      message:
        'This address is too long for the site. Check the link, or start from the home page.',
    },
    hi: {
      title: 'पता बहुत लंबा है',
      message: 'यह पता साइट के लिए बहुत लंबा है। लिंक जाँचें, या होम पेज से शुरू करें।',
    },
  },
  tooManyParameters: {
    status: 400,
    en: {
      title: 'Bad request',
      message: `This address has more than ${MAX_QUERY_PARAMETERS} query parameters; no page takes that many.`,
    },
    hi: {
      title: 'अनुरोध ठीक नहीं है',
      message: `इस पते में ${MAX_QUERY_PARAMETERS} से ज़्यादा क्वेरी पैरामीटर हैं; साइट का कोई भी पेज इतने पैरामीटर नहीं लेता।`,
    },
  },
  crossSite: {
    status: 403,
    en: {
      title: 'Request refused',
      message:
        'This request came from another site and was refused. Open the form on this site and send it again.',
    },
    hi: {
      title: 'अनुरोध लौटा दिया गया',
      message:
        'यह अनुरोध किसी दूसरी साइट से आया था, इसलिए लौटा दिया गया। इसी साइट पर फ़ॉर्म खोलें और उसे फिर से भेजें।',
    },
  },
  headersTooLarge: {
    status: 431,
    en: {
      title: 'Request headers too large',
      message:
        'The request headers are too large (too many or too big cookies?). Clear this site’s cookies and try again.',
    },
    hi: {
      title: 'अनुरोध के हेडर बहुत बड़े हैं',
      message:
        'अनुरोध के हेडर बहुत बड़े हैं (शायद कुकी बहुत ज़्यादा या बहुत बड़ी हैं)। इस साइट की कुकी हटाएँ और फिर से कोशिश करें।',
    },
  },
  unreadable: {
    status: 400,
    en: { title: 'Bad request', message: 'The request could not be read.' },
    hi: { title: 'अनुरोध ठीक नहीं है', message: 'यह अनुरोध पढ़ा नहीं जा सका।' },
  },
  unreadableHost: {
    status: 400,
    en: {
      title: 'Bad request',
      message:
        'The host name this request was sent to could not be read. Check the address, or start from the home page.',
    },
    hi: {
      title: 'अनुरोध ठीक नहीं है',
      message:
        'जिस होस्ट नाम पर यह अनुरोध भेजा गया था, वह पढ़ा नहीं जा सका। पता जाँचें, या होम पेज से शुरू करें।',
    },
  },
  backslash: {
    status: 400,
    en: {
      title: 'Bad request',
      message:
        'This address could not be read: it holds a backslash (\\) where a slash (/) belongs. Check the link, or start from the home page.',
    },
    hi: {
      title: 'अनुरोध ठीक नहीं है',
      message:
        'यह पता पढ़ा नहीं जा सका: इसमें स्लैश (/) की जगह बैकस्लैश (\\) है। लिंक जाँचें, या होम पेज से शुरू करें।',
    },
  },
} as const satisfies Record<string, { status: number; en: Said; hi: Said }>;

export type Refusal = keyof typeof REFUSALS;

const LANGUAGES = {
  en: { lang: 'en-IN', home: '/', homeLink: 'Go to the home page' },
  hi: { lang: 'hi-IN', home: '/hi', homeLink: 'होम पेज पर जाएँ' },
} as const;

/**
 * The languages a refusal is said in: Hindi for a path under `/hi`, English for any other path, and both (English
 * first) when the request's path could not be read, since nothing then says which language the visitor reads.
 */
function languagesOf(path: string | undefined): ('en' | 'hi')[] {
  if (path === undefined) return ['en', 'hi'];
  return /^\/hi(?:[/?#]|$)/.test(path) ? ['hi'] : ['en'];
}

/**
 * The page a request refused before the app sees it gets: small, self-contained (no script, no asset that could
 * fail), in the site's words and the page's language, with a way home. The rendered pages' own error boundary cannot
 * run for a request that was never read.
 */
export function errorPage(refusal: Refusal, path?: string): string {
  const [first, ...others] = languagesOf(path).map((language) => ({
    ...LANGUAGES[language],
    ...REFUSALS[refusal][language],
  }));
  const said = (words: typeof first, lang = '') =>
    `<section${lang}><h1>${escapeHtml(words!.title)}</h1><p>${escapeHtml(words!.message)}</p>` +
    `<p><a href="${words!.home}">${escapeHtml(words!.homeLink)}</a></p></section>`;
  return (
    `<!DOCTYPE html><html lang="${first!.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${[first, ...others].map((words) => escapeHtml(words!.title)).join(' · ')}</title>` +
    `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1a1a1a;background:#fff}` +
    `main{max-width:36rem;margin:0 auto}a{color:#0b4f8a}section+section{margin-top:2rem}</style></head><body><main>` +
    said(first) +
    others.map((words) => said(words, ` lang="${words.lang}"`)).join('') +
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

/**
 * The headers of a refusal the app never saw (errorPage above: no script, no asset, an inline style): the security
 * headers every answer carries, and a policy that lets such a page load nothing.
 */
export const REFUSAL_HEADERS: Readonly<Record<string, string>> = {
  ...EVERY_ANSWER_HEADERS,
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': CACHE_POLICIES.none,
  Connection: 'close',
};

/** A refusal as a fetch Response: for the adapter's errorHandler and the body limit. */
export function refusalResponse(refusal: Refusal, path?: string): Response {
  return new Response(errorPage(refusal, path), {
    status: REFUSALS[refusal].status,
    headers: REFUSAL_HEADERS,
  });
}

/**
 * A request no URL can be made of (a malformed Host header, a raw backslash in the path): the adapter gives only the
 * error, not the path, so the page is said in both languages.
 */
export function unreadableRequest(error: unknown): Response {
  return refusalResponse(
    error instanceof Error && /host/i.test(error.message) ? 'unreadableHost' : 'backslash',
  );
}

/** Writes {@link errorPage} on a Node response, closing the connection (a body may follow that is never read). */
export function refuse(res: ServerResponse, refusal: Refusal, path?: string): void {
  const body = errorPage(refusal, path);
  res.writeHead(REFUSALS[refusal].status, {
    ...REFUSAL_HEADERS,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * The same page written straight on a socket, for a request Node refused before any handler (headers over its
 * limit, a malformed request line). The path is read from the request line where Node kept it.
 */
export function refuseOnSocket(socket: Socket, refusal: Refusal, rawPacket?: Buffer): void {
  const requestLine = rawPacket?.subarray(0, 8192).toString('latin1').split('\r\n', 1)[0] ?? '';
  const path = /^[A-Z]+ (\/\S*) HTTP\/\d/.exec(requestLine)?.[1];
  const body = errorPage(refusal, path);
  const { status } = REFUSALS[refusal];
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      Object.entries({ ...REFUSAL_HEADERS, 'Content-Length': Buffer.byteLength(body) })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `\r\n${body}`,
  );
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
    refuse(res, 'addressTooLong', url);
    return false;
  }
  const query = url.indexOf('?');
  if (query !== -1 && url.slice(query + 1).split('&').length > MAX_QUERY_PARAMETERS) {
    refuse(res, 'tooManyParameters', url);
    return false;
  }
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    refuse(res, 'bodyTooLarge', url);
    return false;
  }
  if (!isSameOriginRequest(req.method, req.headers)) {
    refuse(res, 'crossSite', url);
    return false;
  }
  return true;
}
