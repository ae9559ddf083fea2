// Who the client is, for per-client rate limits. The site's web server forwards the browser's POSTs, so the API's
// peer is usually a proxy: X-Forwarded-For is believed only when the peer is a proxy we trust, and then only up to
// the first address (from the right) that is not one of ours, which a visitor cannot forge. The setting is read as
// the web server reads TRUST_PROXY (apps/web/edge/trustProxy.ts), and matched by proxy-addr as there.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';

/** Whether an address belongs to a proxy whose X-Forwarded-For is believed. */
export type TrustProxy = (address: string) => boolean;

/** The names API_TRUST_PROXY takes for ranges, as proxy-addr names them. */
const NAMED: Record<string, string> = {
  loopback: 'loopback', // 127.0.0.0/8, ::1
  private: 'uniquelocal', // 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7
};

/** `[::1]` is `::1`; `::ffff:1.2.3.4` (how Node reports IPv4 peers on a dual-stack socket) is `1.2.3.4`. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? (mapped[1] as string) : trimmed.toLowerCase();
}

/**
 * Reads API_TRUST_PROXY: `none`, or a comma-separated list of `loopback`, `private`, addresses and CIDR ranges
 * (`10.1.2.3`, `10.0.0.0/8`, `fd00::/8`). Throws naming an entry it cannot read, before proxy-addr sees it.
 */
export function parseTrustProxy(value: string, name = 'API_TRUST_PROXY'): TrustProxy {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'none')) return () => false;
  const trusted = entries.map((entry) => {
    const named = NAMED[entry];
    if (named) return named;
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
    return entry;
  });
  const trust = proxyaddr.compile(trusted);
  return (address) => {
    const normalised = normaliseAddress(address);
    return isIP(normalised) !== 0 && trust(normalised, 0);
  };
}

/**
 * The client's address: the peer's, unless the peer is a trusted proxy; then the right-most address of
 * X-Forwarded-For that is not a trusted proxy (each proxy appends the address it received from). proxy-addr reads
 * the header; entries that are not addresses are passed over.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustProxy,
): string {
  if (!peer) return 'unknown';
  const request = {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  // The peer first, then X-Forwarded-For from right to left.
  const [first, ...hops] = proxyaddr.all(request).map(normaliseAddress);
  let client = first as string;
  for (const hop of hops) {
    if (!trusted(client)) break;
    if (isIP(hop) !== 0) client = hop;
  }
  return client;
}

/** The address of the TCP peer of a request served by @hono/node-server (undefined in `app.request()` tests). */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}
