// Which peers' forwarded headers the web server believes (TRUST_PROXY), and the request id and scheme every request
// carries before the app sees it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';

/** The names TRUST_PROXY takes for ranges, as proxy-addr names them. */
const NAMED: Record<string, string> = {
  loopback: 'loopback', // 127.0.0.0/8, ::1
  private: 'uniquelocal', // 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7
};

/** `[::1]` is `::1`; `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) proxy-addr reads as `1.2.3.4`. */
function normalise(address: string | undefined): string {
  return String(address ?? '')
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
}

/** Whether a peer's address is one whose forwarded headers are believed. */
export type TrustProxy = (address: string | undefined) => boolean;

/**
 * Reads TRUST_PROXY: `none`, or a comma-separated list of `loopback`, `private`, addresses and CIDR ranges. Only a
 * peer in the list may tell this server the visitor's scheme (X-Forwarded-Proto). Throws naming a bad entry. The
 * matching is proxy-addr's (Express's); the entries are checked here first, so a bad one is named in our words.
 */
export function parseTrustProxy(value: string | undefined, name = 'TRUST_PROXY'): TrustProxy {
  const entries = String(value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'none')) return () => false;
  const trusted: string[] = [];
  for (const entry of entries) {
    const named = NAMED[entry];
    if (named) {
      trusted.push(named);
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
    trusted.push(entry);
  }
  const trust = proxyaddr.compile(trusted);
  return (address: string | undefined) => {
    const normalised = normalise(address);
    return isIP(normalised) !== 0 && trust(normalised, 0);
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's request id when well-formed, else a new one. */
export const requestIdFrom = (incoming: unknown): string =>
  typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * Rewrites the incoming request's headers before anything reads them: X-Request-Id always present (the caller's or a
 * new one), X-Forwarded-Proto always this server's verdict on the visitor's scheme (a trusted proxy's word, else the
 * socket's), so code further in can read both without trusting a visitor.
 */
export function prepareIncoming(
  req: IncomingMessage,
  trustProxy: TrustProxy,
): { requestId: string; proto: string } {
  const requestId = requestIdFrom(req.headers['x-request-id']);
  const claimed = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  const proto =
    trustProxy(req.socket.remoteAddress) && (claimed === 'https' || claimed === 'http')
      ? claimed
      : (req.socket as TLSSocket).encrypted
        ? 'https'
        : 'http';
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    const lower = name.toLowerCase();
    if (lower === 'x-request-id' || lower === 'x-forwarded-proto') continue;
    raw.push(name, req.rawHeaders[i + 1] ?? '');
  }
  raw.push('X-Request-Id', requestId, 'X-Forwarded-Proto', proto);
  req.rawHeaders = raw;
  req.headers['x-request-id'] = requestId;
  req.headers['x-forwarded-proto'] = proto;
  return { requestId, proto };
}
