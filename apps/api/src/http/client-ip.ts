// Who the client is, for per-client rate limits. The site's web server forwards the browser's POSTs, so the API's
// peer is usually a proxy: X-Forwarded-For is believed only when the peer is a proxy we trust, and then only up to
// the first address (from the right) that is not one of ours, which a visitor cannot forge.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** Whether an address belongs to a proxy whose X-Forwarded-For is believed. */
export type TrustProxy = (address: string) => boolean;

const NAMED: Record<string, (list: BlockList) => void> = {
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

/** `::ffff:1.2.3.4` (how Node reports IPv4 peers on a dual-stack socket) is `1.2.3.4`. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? (mapped[1] as string) : trimmed.toLowerCase();
}

/**
 * Reads API_TRUST_PROXY: `none`, or a comma-separated list of `loopback`, `private`, addresses and CIDR ranges
 * (`10.1.2.3`, `10.0.0.0/8`, `fd00::/8`). Throws on an entry it cannot read.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'none')) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED[entry];
    if (named) {
      named(list);
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
        `API_TRUST_PROXY: "${entry}" is not none, loopback, private, an IP address or a CIDR range`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return (address) => {
    const normalised = normaliseAddress(address);
    const family = isIP(normalised);
    return family !== 0 && list.check(normalised, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address: the peer's, unless the peer is a trusted proxy; then the right-most address of
 * X-Forwarded-For that is not a trusted proxy (each proxy appends the address it received from).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustProxy,
): string {
  let client = peer ? normaliseAddress(peer) : 'unknown';
  if (!peer || !trusted(client) || !forwardedFor) return client;
  const hops = forwardedFor
    .split(',')
    .map(normaliseAddress)
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) {
    client = hops[i] as string;
    if (!trusted(client)) break;
  }
  return client;
}

/** The address of the TCP peer of a request served by @hono/node-server (undefined in `app.request()` tests). */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}
