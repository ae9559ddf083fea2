// What the production web server (server.mjs) needs to sit behind proxies and shared caches: which peers' forwarded
// headers are believed, request ids, the Content-Security-Policy's script hashes, and the JSON-lines logger.
import { createHash, randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import pino from 'pino';

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

/** The server's logger: JSON lines on stdout (pino), at LOG_LEVEL. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info') {
  return pino({
    level,
    base: { service: 'fittings-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

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
