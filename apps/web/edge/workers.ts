// WEB_WORKERS: the primary that forks the rendering processes, replaces one that dies and stops them all; and the
// metrics address, in the one process or the primary.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import { readMetricsPort, serveMetrics } from '../observe/metrics';

/**
 * WEB_WORKERS: how many processes render pages, sharing the port (node:cluster). One by default; `auto` is one per
 * core. A render is CPU work on one thread, so one process uses one core of the machine whatever it has.
 */
export function readWorkers(env: Record<string, string | undefined> = process.env): number {
  const raw = env.WEB_WORKERS?.trim();
  if (!raw) return 1;
  if (raw === 'auto') return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`WEB_WORKERS must be a whole number from 1 to 64 or "auto", not "${raw}"`);
  return count;
}

/** A worker that dies this soon after it listened counts as a quick death: the next one waits before it starts. */
const QUICK_DEATH_MS = 10_000;
/** The pause after the first quick death, doubled for each that follows, up to the longest. */
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 30_000;

/**
 * How long to wait before replacing a worker: at once after one that had run a while, and after deaths that follow
 * each other within seconds of starting (a request that crashes every worker it reaches, a dependency down at start)
 * half a second, then one, two, four... up to 30, so the primary does not fork a new process many times a second.
 */
function replacementPause(quickDeaths: number): number {
  return quickDeaths === 0
    ? 0
    : Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (quickDeaths - 1));
}

/**
 * The primary of WEB_WORKERS > 1: forks the workers, replaces one that dies, passes SIGTERM/SIGINT on so each drains
 * as a single server does, and exits once all have (1 if any did not exit cleanly). When no worker has listened yet,
 * one that dies (the port taken, a broken build) stops the whole server rather than being forked again and again.
 * Once the site has served, a worker that dies, even before the primary has heard that it listened (a crash in the
 * moment after its listen), is replaced, after a growing pause when deaths follow each other (replacementPause).
 */
export function runPrimary(workers: number, logger: Logger): void {
  let stopping = false;
  let failed = false;
  let quickDeaths = 0;
  let served = false;
  const listenedAt = new WeakMap<Worker, number>();
  const pending = new Set<NodeJS.Timeout>();
  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => {
      served = true;
      listenedAt.set(worker, Date.now());
    });
  };
  const exitIfNoWorkers = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0 || pending.size > 0) return;
    logger.info('all workers stopped');
    logger.flush?.();
    process.exit(failed ? 1 : 0);
  };
  cluster.on('exit', (worker: Worker, code: number, signal: string) => {
    if (stopping) {
      // A worker that did not drain in time (or was killed) makes the stop an unclean one.
      if (code !== 0) failed = true;
      exitIfNoWorkers();
      return;
    }
    const startedAt = listenedAt.get(worker);
    if (startedAt === undefined && !served) {
      logger.error({ pid: worker.process.pid, code, signal }, 'worker stopped before listening');
      console.error('web: a worker stopped before it listened; stopping (see its error above).');
      stopping = true;
      failed = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      exitIfNoWorkers();
      return;
    }
    const livedMs = startedAt === undefined ? 0 : Date.now() - startedAt;
    quickDeaths = livedMs < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const pauseMs = replacementPause(quickDeaths);
    logger.error(
      { pid: worker.process.pid, code, signal, livedMs, pauseMs },
      pauseMs
        ? 'worker died soon after starting; starting another after a pause'
        : 'worker died; starting another',
    );
    if (pauseMs === 0) return fork();
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork();
    }, pauseMs);
    pending.add(timer);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    exitIfNoWorkers();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < workers; i++) fork();
  logger.info({ workers }, 'web server primary started');
  startMetrics(logger);
}

/** The metrics address (WEB_METRICS_PORT), in the one process or the primary of the workers; none when unset. */
export function startMetrics(logger: Logger): void {
  const port = readMetricsPort();
  if (port === undefined) return;
  serveMetrics({ port, host: process.env.METRICS_HOST?.trim() || '127.0.0.1' }).then(
    (server) => {
      server.unref();
      logger.info({ url: server.url }, 'metrics listening');
      console.log(`web: metrics on ${server.url}`);
    },
    (error) => {
      console.error(`web: the metrics port could not be opened: ${error.message}`);
      logger.flush?.();
      process.exit(1);
    },
  );
}
