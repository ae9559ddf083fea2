// POST /vitals: real visitors' Web Vitals (app/tracking/webVitals.ts, sent only after analytics consent), folded into
// histograms by page type and connection type on the metrics address. Nothing is stored per visitor: no address, no
// URL, no user agent; the labels are fixed lists, so a forged report can move a bucket but never add a series.
import type { Handler } from 'hono';
import { Histogram } from 'prom-client';

/** The largest report taken: four numbers and two words fit in a tenth of it. */
export const MAX_VITALS_BYTES = 1024;
const PAGE_TYPES = new Set(['home', 'listing', 'product', 'search', 'content']);
const CONNECTIONS = new Set(['slow-2g', '2g', '3g', '4g', 'unknown']);
/**
 * The figures taken and the largest believed of each (milliseconds, CLS a score); past it a figure is a broken clock
 * or a forgery, and refused. A Map, so a name is looked up as its own entry only: in a plain object `toString`,
 * `constructor` or `__proto__` would find what every object inherits, and become a series of their own.
 */
const LIMITS = new Map<string, number>([
  ['LCP', 120_000],
  ['INP', 60_000],
  ['TTFB', 120_000],
  ['CLS', 50],
]);

const timings = new Histogram({
  name: 'fittings_web_vitals_seconds',
  help: "Real visitors' LCP, INP and TTFB (after analytics consent), by page type and connection type",
  labelNames: ['metric', 'page_type', 'connection'],
  buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 8, 12, 20],
});
const shifts = new Histogram({
  name: 'fittings_web_vitals_cls',
  help: "Real visitors' cumulative layout shift (after analytics consent), by page type and connection type",
  labelNames: ['page_type', 'connection'],
  buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
});

/** The report as sent, or a message saying what is wrong with it. */
export function readVitals(
  text: string,
): { error: string } | { page: string; connection: string; metrics: [string, number][] } {
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    return { error: 'The report is not JSON.' };
  }
  if (typeof report !== 'object' || report === null || Array.isArray(report))
    return { error: 'The report must be a JSON object.' };
  const { page, connection, metrics } = report as Record<string, unknown>;
  if (typeof page !== 'string' || !PAGE_TYPES.has(page))
    return { error: `Unknown page type: ${String(page).slice(0, 40)}` };
  if (typeof connection !== 'string' || !CONNECTIONS.has(connection))
    return { error: `Unknown connection type: ${String(connection).slice(0, 40)}` };
  if (typeof metrics !== 'object' || metrics === null || Array.isArray(metrics))
    return { error: 'metrics must be an object of figures.' };
  const entries = Object.entries(metrics);
  if (entries.length === 0) return { error: 'The report has no figures.' };
  for (const [name, value] of entries) {
    const limit = LIMITS.get(name);
    if (limit === undefined) return { error: `Unknown metric: ${name.slice(0, 40)}` };
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > limit)
      return { error: `${name} must be a number from 0 to ${limit}.` };
  }
  return { page, connection, metrics: entries as [string, number][] };
}

/** The Hono handler of POST /vitals: 204 when folded in, 4xx with a plain message otherwise. */
export function vitalsEndpoint(): Handler {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    // A beacon from the site's own pages only (sendBeacon sends Sec-Fetch-Site), never another site's.
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin') return c.text('Reports come from this site only.', 403);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_VITALS_BYTES) return c.text('The report is too large.', 413);
    const text = await c.req.text();
    if (Buffer.byteLength(text) > MAX_VITALS_BYTES) return c.text('The report is too large.', 413);
    const report = readVitals(text);
    if ('error' in report) return c.text(report.error, 400);
    for (const [name, value] of report.metrics) {
      const labels = { page_type: report.page, connection: report.connection };
      if (name === 'CLS') shifts.observe(labels, value);
      else timings.observe({ ...labels, metric: name }, value / 1000);
    }
    return c.body(null, 204);
  };
}
