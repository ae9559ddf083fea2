import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The visitor's address as this server sees it (the TCP peer). */
export function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
