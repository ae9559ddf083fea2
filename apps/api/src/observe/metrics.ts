// The API's figures in Prometheus' text format (prom-client): what each request, the response cache, search, the
// forms and the outbox did, and the catalogue this replica serves. One registry per app, so tests that start several
// servers in one process never mix their counters.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueState } from '../catalogue/state';
import type { OutboxStore } from '../forms/outbox';

/** Seconds: from a cached answer (well under a millisecond) to a slow search or form post. */
const DURATION_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);

/** The status class of an answer: `2xx`, `3xx`, `4xx`, `5xx`. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/** What a request that reached no route is counted as (refused by a limit before routing, or no such endpoint). */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface ApiMetrics {
  readonly registry: Registry;
  /** One answered request: its route pattern (never the URL), method, status and duration. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** Counts a request of the Node server once its answer is sent, under the route `label` gave it. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** The route pattern a request was answered by, for `track`. */
  label(req: IncomingMessage, route: string): void;
  cacheHit(): void;
  cacheMiss(): void;
  /** The time one search took to find and rank its products. */
  search(seconds: number): void;
  /** A form submission written to the store (not a replay of one already stored). */
  submissionStored(form: string): void;
  /** Tells the metrics where the outbox is, once the app has made it. */
  watchOutbox(outbox: OutboxStore): void;
}

export function createApiMetrics(state: CatalogueState): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <L extends string = string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
  ) => new Counter<L>({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string = string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
  ) =>
    new Histogram<L>({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [registry] });
  const requests = counter(
    'fittings_api_requests_total',
    'Requests answered, by route pattern, method and status class',
    ['route', 'method', 'status'],
  );
  const duration = histogram(
    'fittings_api_request_duration_seconds',
    'Time from the request to the end of its answer, by route pattern',
    ['route'],
  );
  const cache = counter(
    'fittings_api_response_cache_total',
    'GET answers looked up in the response cache, by result (hit or miss)',
    ['result'],
  );
  const searchSeconds = histogram(
    'fittings_api_search_duration_seconds',
    'Time to find and rank the products of one search',
  );
  const stored = counter(
    'fittings_api_submissions_stored_total',
    'Form submissions written to the store, by form',
    ['form'],
  );
  const refused = counter(
    'fittings_api_rate_limited_total',
    'Requests refused with 429 by the per-visitor rate limit',
  );
  let outbox: OutboxStore | undefined;
  let outboxFailures = 0;
  // Read when scraped, once for the three figures (a scrape collects every metric at once): one small query, the
  // store's figures, the same from every replica.
  let reading: Promise<{ unsent: number; ageSeconds: number } | undefined> | undefined;
  const outboxStats = () => {
    if (!outbox) return Promise.resolve(undefined);
    reading ??= outbox
      .stats()
      .then(
        ({ unsent, oldestCreatedAt }) => ({
          unsent,
          ageSeconds: oldestCreatedAt
            ? Math.max(0, (Date.now() - Date.parse(oldestCreatedAt)) / 1000)
            : 0,
        }),
        () => {
          outboxFailures += 1;
          return undefined;
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  new Gauge({
    name: 'fittings_api_outbox_unsent',
    help: 'Notification e-mails not sent yet (queued or failed)',
    registers: [registry],
    async collect() {
      const stats = await outboxStats();
      if (stats) this.set(stats.unsent);
    },
  });
  new Gauge({
    name: 'fittings_api_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest notification e-mail not sent yet; 0 when none waits',
    registers: [registry],
    async collect() {
      const stats = await outboxStats();
      if (stats) this.set(stats.ageSeconds);
    },
  });
  new Counter({
    name: 'fittings_api_outbox_read_failures_total',
    help: 'Scrapes at which the outbox could not be read (its gauges then keep the last figures read)',
    registers: [registry],
    async collect() {
      await outboxStats();
      this.reset();
      this.inc(outboxFailures);
    },
  });
  new Gauge({
    name: 'fittings_api_catalogue_info',
    help: 'The catalogue version this replica serves (its hash as the label; the value is always 1)',
    labelNames: ['version'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.set({ version: state.hash }, 1);
    },
  });

  const routes = new WeakMap<IncomingMessage, string>();
  const request = (route: string, method: string, status: number, seconds: number) => {
    requests.inc({ route, method, status: statusClass(status) });
    duration.observe({ route }, seconds);
    if (status === 429) refused.inc();
  };
  return {
    registry,
    request,
    track(req, res) {
      const started = performance.now();
      res.once('finish', () => {
        // Only the methods the API answers, so a client inventing methods cannot invent series.
        const method = KNOWN_METHODS.has(req.method ?? '') ? (req.method as string) : 'OTHER';
        const route = routes.get(req) ?? UNMATCHED_ROUTE;
        request(route, method, res.statusCode, (performance.now() - started) / 1000);
      });
    },
    label(req, route) {
      routes.set(req, route);
    },
    cacheHit: () => cache.inc({ result: 'hit' }),
    cacheMiss: () => cache.inc({ result: 'miss' }),
    search: (seconds) => searchSeconds.observe(seconds),
    submissionStored: (form) => stored.inc({ form }),
    watchOutbox(store) {
      outbox = store;
    },
  };
}
