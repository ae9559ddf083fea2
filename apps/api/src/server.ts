// The entry point of `pnpm start` (node dist/server.js) and `pnpm dev`: reads the environment and serves.
import { checkServerSettings, readConfig } from './config';
import { formsFromConfig } from './forms/setup';
import { createLogger } from './http/logger';
import { startServer } from './start';

let config: ReturnType<typeof readConfig>;
try {
  checkServerSettings();
  config = readConfig();
} catch (error) {
  // A setting is missing or wrong: say which, plainly, and refuse to start.
  console.error(`api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
const server = await startServer({
  port: config.port,
  host: config.host,
  databasePath: config.databasePath,
  databaseUrl: config.databaseUrl,
  pgPoolMax: config.pgPoolMax,
  catalogueSyncIntervalMs: config.catalogueSyncIntervalMs,
  metricsPort: config.metricsPort,
  metricsHost: config.metricsHost,
  assetBaseUrl: config.assetBaseUrl,
  bodyLimitBytes: config.bodyLimitBytes,
  xsrf: config.xsrf,
  forms: formsFromConfig(config.forms),
  errors: {
    dsn: process.env.SENTRY_DSN,
    testRoutes: process.env.API_TEST_ERRORS === '1' && process.env.NODE_ENV !== 'production',
  },
  logger,
  // A first start seeds the database (minutes on a busy machine without the photo cache): say how it goes.
  progress: (step) => console.log(`api: ${step}`),
});
if (
  process.env.NODE_ENV === 'production' &&
  ['local', 'none'].includes(config.forms.captcha.provider)
) {
  logger.warn(
    `CAPTCHA_PROVIDER=${config.forms.captcha.provider}: the forms are not protected by a real captcha. Configure reCAPTCHA or Turnstile for a public site.`,
  );
}
console.log(
  `Catalogue API on ${server.url} (catalogue ${config.databasePath}${config.databaseUrl ? ', writes in PostgreSQL' : ''})${server.metricsUrl ? `, metrics on ${server.metricsUrl}` : ''}`,
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
