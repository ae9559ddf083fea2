// The entry point of `pnpm start` (node dist/server.js) and `pnpm dev`: reads the environment and serves.
import { readConfig } from './config';
import { formsFromConfig } from './forms/setup';
import { createLogger } from './http/logger';
import { startServer } from './start';

const config = readConfig();
const logger = createLogger(config.logLevel);
const server = await startServer({
  port: config.port,
  host: config.host,
  databasePath: config.databasePath,
  databaseUrl: config.databaseUrl,
  pgPoolMax: config.pgPoolMax,
  catalogueSyncIntervalMs: config.catalogueSyncIntervalMs,
  assetBaseUrl: config.assetBaseUrl,
  bodyLimitBytes: config.bodyLimitBytes,
  xsrf: config.xsrf,
  forms: formsFromConfig(config.forms),
  logger,
});
if (config.forms.captcha.provider === 'local' && process.env.NODE_ENV === 'production') {
  logger.warn(
    'CAPTCHA_PROVIDER is not set: forms accept the local test token. Configure reCAPTCHA or Turnstile in production.',
  );
}
console.log(
  `Catalogue API on ${server.url} (catalogue ${config.databasePath}${config.databaseUrl ? ', writes in PostgreSQL' : ''})`,
);

// SIGTERM drains: no new connections, requests in flight finish; whatever is still open after
// SHUTDOWN_TIMEOUT_SECONDS (default 10) is cut so a stop never hangs.
const drainSeconds = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS?.trim() || 10);
if (!(drainSeconds >= 0))
  throw new Error(
    `SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds, not "${process.env.SHUTDOWN_TIMEOUT_SECONDS}"`,
  );
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutSeconds: drainSeconds }, 'draining');
    setTimeout(() => {
      logger.warn('drain timed out; exiting with connections still open');
      logger.flush?.();
      process.exit(1);
    }, drainSeconds * 1000).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
