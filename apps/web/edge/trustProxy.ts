// Which peers' forwarded headers the web server believes (TRUST_PROXY), and the request id and scheme every request
// carries before the app sees it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

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

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is `1.2.3.4`. */
function normalise(address: string | undefined): string {
  const trimmed = String(address ?? '')
    .trim()
    .replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed.toLowerCase();
}

/**
 * Reads TRUST_PROXY: `none`, or a comma-separated list of `loopback`, `private`, addresses and CIDR ranges. Only a
 * peer in the list may tell this server the visitor's scheme (X-Forwarded-Proto). Throws naming a bad entry.
 */
/** Whether a peer's address is one whose forwarded headers are believed. */
export type TrustProxy = (address: string | undefined) => boolean;

export function parseTrustProxy(value: string | undefined, name = 'TRUST_PROXY'): TrustProxy {
  const entries = String(value ?? '')
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
        `${name}: "${entry}" is not none, loopback, private, an IP address or a CIDR range`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return (address: string | undefined) => {
    const normalised = normalise(address);
    const family = isIP(normalised);
    return family !== 0 && list.check(normalised, family === 4 ? 'ipv4' : 'ipv6');
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
