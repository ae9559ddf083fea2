// The entry point of `pnpm start` (node dist/server.js) and `pnpm dev`: reads the environment and serves.
import { readConfig } from './config';
import { createLogger } from './http/logger';
import { startServer } from './start';

const config = readConfig();
const logger = createLogger(config.logLevel);
const server = await startServer({
  port: config.port,
  host: config.host,
  databasePath: config.databasePath,
  assetBaseUrl: config.assetBaseUrl,
  bodyLimitBytes: config.bodyLimitBytes,
  xsrf: config.xsrf,
  logger,
});
console.log(`Catalogue API on ${server.url} (database ${config.databasePath})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
