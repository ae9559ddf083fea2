// What the production web server (server.mjs) needs to sit behind proxies and shared caches: which peers' forwarded
// headers are believed, request ids, the Content-Security-Policy's script hashes, and the JSON-lines logger.
import { createHash, randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import pino from 'pino';
import { CACHE_POLICIES } from './edge/cachePolicy.mjs';

const NAMED = {
  loopback: (list) => {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
  },
  private: (list) => {
    list.addSubnet('10.0.0.0', 8, 'ipv4');
    list.addSubnet('172.16.0.0', 12, 'ipv4');
    list.addSubnet('192.168.0.0', 16, 'ipv4');
    list.addSubnet('fc00::', 7, 'ipv6');
  },
};

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is `1.2.3.4`. */
function normalise(address) {
  const trimmed = String(address ?? '')
    .trim()
    .replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed.toLowerCase();
}

/**
 * Reads TRUST_PROXY: `none`, or a comma-separated list of `loopback`, `private`, addresses and CIDR ranges. Only a
 * peer in the list may tell this server the visitor's scheme (X-Forwarded-Proto). Throws naming a bad entry.
 */
export function parseTrustProxy(value, name = 'TRUST_PROXY') {
  const entries = String(value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'none')) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    if (NAMED[entry]) {
      NAMED[entry](list);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    if (
      family === 0 ||
      (prefix !== undefined &&
        (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)))
    ) {
      throw new Error(
        `${name}: "${entry}" is not none, loopback, private, an IP address or a CIDR range`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return (address) => {
    const normalised = normalise(address);
    const family = isIP(normalised);
    return family !== 0 && list.check(normalised, family === 4 ? 'ipv4' : 'ipv6');
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's request id when well-formed, else a new one. */
export const requestIdFrom = (incoming) =>
  typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * Rewrites the incoming request's headers before anything reads them: X-Request-Id always present (the caller's or a
 * new one), X-Forwarded-Proto always this server's verdict on the visitor's scheme (a trusted proxy's word, else the
 * socket's), so code further in can read both without trusting a visitor.
 */
export function prepareIncoming(req, trustProxy) {
  const requestId = requestIdFrom(req.headers['x-request-id']);
  const claimed = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  const proto =
    trustProxy(req.socket.remoteAddress) && (claimed === 'https' || claimed === 'http')
      ? claimed
      : req.socket.encrypted
        ? 'https'
        : 'http';
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (name === 'x-request-id' || name === 'x-forwarded-proto') continue;
    raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  raw.push('X-Request-Id', requestId, 'X-Forwarded-Proto', proto);
  req.rawHeaders = raw;
  req.headers['x-request-id'] = requestId;
  req.headers['x-forwarded-proto'] = proto;
  return { requestId, proto };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NOT_JAVASCRIPT = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b)[^"'\s>]+/i;

/**
 * The CSP source expressions ('sha256-…') of every inline script of a page. Hashes, not a nonce: a page is the same
 * for every visitor, so nginx or a CDN may keep one copy and hand it to everyone, and a nonce repeated to every
 * visitor would be no nonce at all. Data blocks (JSON-LD) are not scripts the policy governs and are skipped.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || NOT_JAVASCRIPT.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/**
 * Asks the browser for a page's JavaScript after what its first paint needs. React Router preloads every module a page
 * hydrates with (`<link rel="modulepreload">`, high priority by default), so on a phone's connection 36 scripts
 * (about 165 KB) share the bandwidth with the stylesheet, the fonts and the largest image, and the first paint waits
 * for all of them. At `fetchpriority="low"` they are still requested at once, in parallel (no waterfall when the
 * module graph is imported), but after the render-blocking stylesheet, the preloaded font and the image marked
 * `fetchpriority="high"`. The page is whole without its scripts (server-rendered; links and forms work), so nothing
 * is lost while they arrive. Only the head is touched: a page's own text is never rewritten.
 */
export function preloadScriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html
    .slice(0, headEnd)
    .replace(
      /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/gi,
      '<link rel="modulepreload" fetchpriority="low"',
    );
  return head + html.slice(headEnd);
}

/** The server's logger: JSON lines on stdout (pino), at LOG_LEVEL. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info') {
  return pino({
    level,
    base: { service: 'fittings-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

/** Request targets longer than this are answered 414 (Node's own limit is 16 KB for the line and headers together). */
export const MAX_URL_BYTES = 12_288;
/** More query parameters than this are answered 400: no page reads more than a handful of filters. */
export const MAX_QUERY_PARAMETERS = 64;
/** Bodies (urlencoded forms, JSON to /post, multipart: no page takes files) over this are answered 413 unread. */
export const MAX_BODY_BYTES = 65_536;

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Open the form on this site and send it again.';

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

const TITLES = {
  400: 'Bad request',
  403: 'Request refused',
  413: 'Request too large',
  414: 'Address too long',
  431: 'Request headers too large',
};

const ENGLISH = { lang: 'en-IN', home: '/', homeLink: 'Go to the home page' };

/** The 413 page's words, in the language of the page the body was sent to (Hindi under `/hi`). */
export function tooLarge(path) {
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
export function errorPage(status, message, words = ENGLISH) {
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
export function lingerOnClose(socket) {
  socket.destroySoon = function lingeringClose() {
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
export const REFUSAL_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=()',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
};

/** A refusal in the site's words as a fetch Response: for the adapter's errorHandler and the body limit. */
export function refusalResponse(status, message, words) {
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
export function unreadableRequest(error) {
  return refusalResponse(
    400,
    error instanceof Error && /host/i.test(error.message)
      ? 'The host name this request was sent to could not be read. Check the address, or start from the home page.'
      : 'This address could not be read: it holds a backslash (\\) where a slash (/) belongs. Check the link, or start from the home page.',
  );
}

export function refuse(res, status, message, words) {
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
export function isSameOriginRequest(method, headers) {
  if (!UNSAFE.has(method)) return true;
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
 * read (Hono's bodyLimit in server.mjs).
 */
export function withinLimits(req, res) {
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

/**
 * Text files of the browser build that get brotli and gzip copies at build time (scripts/precompress.mjs) and are
 * sent as made; fonts (woff2) and pictures are compressed already.
 */
export const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/i;

/** The encoding of a page for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export function pageEncoding(acceptEncoding) {
  if (!acceptEncoding) return undefined;
  const accepts = (name) =>
    acceptEncoding.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return token === name && !(q && Number(q.slice(2)) === 0);
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * A finished page compressed in one call. The page is already whole in memory (for its script hashes), so streaming
 * it through a CompressionStream only added per-chunk work: that path cost a page render about a tenth of its CPU.
 * Brotli at quality 4 is as quick as gzip's default level and smaller.
 */
export function compressPage(html, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      })
    : gzipSync(html, { level: 6 });
}
