// The metrics address: its own port on loopback (API_METRICS_PORT), apart from the one nginx forwards visitors to, so
// the figures are never served to the public whatever the proxy's configuration.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** `http://127.0.0.1:PORT/metrics` */
  url: string;
  close(): Promise<void>;
}

/** Serves `GET /metrics` from `registry`; every other request is a 404. */
export async function serveMetrics(
  registry: Pick<Registry, 'metrics' | 'contentType'>,
  { port, host = '127.0.0.1' }: { port: number; host?: string },
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Metrics could not be collected: ${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * API_METRICS_PORT / WEB_METRICS_PORT: unset or empty is no metrics address; 0 is a free port (tests); otherwise a
 * port number. Throws a message naming the variable.
 */
export function readMetricsPort(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} must be a whole number from 0 to 65535, not "${value}"`);
  return port;
}
