// The API's settings, read from the environment with safe defaults (documented in the README).
import { defaultDatabasePath } from './paths';

export interface ApiConfig {
  port: number;
  host: string;
  databasePath: string;
  /** Where asset URLs point; undefined means the API's own origin (from the request) + `/media`. */
  assetBaseUrl: string | undefined;
  logLevel: string;
  bodyLimitBytes: number;
  /** Whether POSTs must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN. */
  xsrf: boolean;
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`API_PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

function parseBaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ASSET_BASE_URL must be an absolute http(s) URL, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ASSET_BASE_URL must be an http(s) URL, not "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Reads the configuration from environment variables. Throws with a clear message on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const logLevel = (env.LOG_LEVEL ?? 'info').trim().toLowerCase();
  if (!LOG_LEVELS.has(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}`);
  const bodyLimit = Number(env.API_BODY_LIMIT_BYTES ?? 16_384);
  if (!Number.isInteger(bodyLimit) || bodyLimit < 256)
    throw new Error('API_BODY_LIMIT_BYTES must be a whole number of at least 256');
  return {
    port: parsePort(env.API_PORT, 8088),
    host: env.API_HOST?.trim() || '127.0.0.1',
    databasePath: env.DATABASE_PATH?.trim() || defaultDatabasePath(),
    assetBaseUrl: parseBaseUrl(env.ASSET_BASE_URL),
    logLevel,
    bodyLimitBytes: bodyLimit,
    xsrf: !['off', 'false', '0'].includes((env.API_XSRF ?? 'on').trim().toLowerCase()),
  };
}
