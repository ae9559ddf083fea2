// The API's settings, read from the environment with safe defaults (documented in the README).
import { LOCAL_CAPTCHA_TEST_TOKEN } from './forms/captcha';
import { DEFAULT_MAIL_FROM, DEFAULT_NOTIFY_TO } from './forms/mail';
import { parseTrustProxy, type TrustProxy } from './http/client-ip';
import { DEFAULT_BODY_LIMIT_BYTES } from './http/limits';
import { readMetricsPort } from './observe/metrics-server';
import { defaultDatabasePath } from './paths';

export type CaptchaConfig =
  | { provider: 'local'; testToken: string }
  | { provider: 'none' }
  | {
      provider: 'recaptcha' | 'turnstile';
      secret: string;
      verifyUrl: string | undefined;
      minScore: number;
    };

export interface FormsConfig {
  /** Requests per client per window on POST endpoints; 0 turns the limit off. */
  rateLimitMax: number;
  /** Requests per client per window for the printed list's and the PDF's products (API_SHEET_RATE_LIMIT_MAX). */
  sheetRateLimitMax: number;
  rateLimitWindowMs: number;
  /** Which peers' X-Forwarded-For is believed, and the setting as written. */
  trustProxy: TrustProxy;
  trustProxySetting: string;
  /** The same content without an Idempotency-Key within this window is stored once. */
  duplicateWindowMs: number;
  captcha: CaptchaConfig;
  /** SMTP URL; undefined keeps notifications in the outbox table only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  notifyTo: string;
}

export interface ApiConfig {
  port: number;
  host: string;
  /** The local SQLite file: the catalogue, and the writes too when databaseUrl is unset. */
  databasePath: string;
  /** DATABASE_URL: the PostgreSQL every replica writes submissions, outbox and rate limits to. */
  databaseUrl: string | undefined;
  /** PG_POOL_MAX: connections this process opens to PostgreSQL at most. */
  pgPoolMax: number;
  /** CATALOGUE_SYNC_INTERVAL_MS: how often a replica looks for a newer catalogue in PostgreSQL. */
  catalogueSyncIntervalMs: number;
  /** API_METRICS_PORT: where Prometheus reads /metrics (on METRICS_HOST, default loopback); unset: no metrics address. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Where asset URLs point: comma-separated CDN bases; undefined means relative `/media` URLs (same origin). */
  assetBaseUrl: string | undefined;
  logLevel: string;
  bodyLimitBytes: number;
  /** Whether POSTs must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN. */
  xsrf: boolean;
  forms: FormsConfig;
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

/** ASSET_BASE_URL: one or more comma-separated absolute http(s) URLs (CDN hosts), normalised without trailing slashes. */
function parseBaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const bases = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(
          `ASSET_BASE_URL must be absolute http(s) URLs, comma-separated, not "${entry}"`,
        );
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`ASSET_BASE_URL must be http(s) URLs, not "${entry}"`);
      }
      return url.href.replace(/\/+$/, '');
    });
  return bases.length > 0 ? bases.join(',') : undefined;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return value;
}

/** What production says when CAPTCHA_PROVIDER is unset: it names the variable and every way to set it. */
export const CAPTCHA_REQUIRED_MESSAGE =
  'CAPTCHA_PROVIDER must be set in production: recaptcha or turnstile (with CAPTCHA_SECRET) for a public site, local (with CAPTCHA_TEST_TOKEN) for a test stack, or none to take form submissions with no captcha at all.';

/**
 * What the server (not the CLI commands, which take no form posts) requires in production beyond readConfig: a
 * captcha chosen by name. Unset used to mean the local test token in production too: the captcha silently off.
 */
export function checkServerSettings(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production' && !env.CAPTCHA_PROVIDER?.trim())
    throw new Error(CAPTCHA_REQUIRED_MESSAGE);
}

function readCaptcha(env: NodeJS.ProcessEnv): CaptchaConfig {
  const provider = (env.CAPTCHA_PROVIDER ?? '').trim().toLowerCase() || 'local';
  if (provider === 'none') return { provider };
  if (provider === 'local') {
    return { provider, testToken: env.CAPTCHA_TEST_TOKEN?.trim() || LOCAL_CAPTCHA_TEST_TOKEN };
  }
  if (provider !== 'recaptcha' && provider !== 'turnstile')
    throw new Error('CAPTCHA_PROVIDER must be recaptcha, turnstile, local or none');
  const secret = env.CAPTCHA_SECRET?.trim();
  if (!secret) throw new Error(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SECRET`);
  const minScore = Number(env.CAPTCHA_MIN_SCORE ?? 0.5);
  if (!(minScore >= 0 && minScore <= 1)) throw new Error('CAPTCHA_MIN_SCORE must be from 0 to 1');
  return { provider, secret, verifyUrl: env.CAPTCHA_VERIFY_URL?.trim() || undefined, minScore };
}

function readSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return url.href;
}

/** Reads the settings of the form endpoints from environment variables. */
export function readFormsConfig(env: NodeJS.ProcessEnv = process.env): FormsConfig {
  const trustProxySetting = env.API_TRUST_PROXY?.trim() || 'loopback';
  return {
    rateLimitMax: wholeNumber(env, 'API_RATE_LIMIT_MAX', 10),
    sheetRateLimitMax: wholeNumber(env, 'API_SHEET_RATE_LIMIT_MAX', 30),
    rateLimitWindowMs: wholeNumber(env, 'API_RATE_LIMIT_WINDOW_SECONDS', 60, 1) * 1000,
    trustProxy: parseTrustProxy(trustProxySetting),
    trustProxySetting,
    duplicateWindowMs: wholeNumber(env, 'FORMS_DUPLICATE_WINDOW_SECONDS', 600) * 1000,
    captcha: readCaptcha(env),
    smtpUrl: readSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    notifyTo: env.NOTIFY_EMAIL_TO?.trim() || DEFAULT_NOTIFY_TO,
  };
}

function readDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = value.trim();
  if (!/^postgres(ql)?:\/\/./i.test(url))
    throw new Error(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@db.example.com:5432/fittings',
    );
  return url;
}

/** Reads the configuration from environment variables. Throws with a clear message on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const logLevel = (env.LOG_LEVEL ?? 'info').trim().toLowerCase();
  if (!LOG_LEVELS.has(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}`);
  const bodyLimit = Number(env.API_BODY_LIMIT_BYTES ?? DEFAULT_BODY_LIMIT_BYTES);
  if (!Number.isInteger(bodyLimit) || bodyLimit < 256)
    throw new Error('API_BODY_LIMIT_BYTES must be a whole number of at least 256');
  return {
    port: parsePort(env.API_PORT, 8088),
    host: env.API_HOST?.trim() || '127.0.0.1',
    databasePath: env.DATABASE_PATH?.trim() || defaultDatabasePath(),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    pgPoolMax: wholeNumber(env, 'PG_POOL_MAX', 10, 1),
    catalogueSyncIntervalMs: wholeNumber(env, 'CATALOGUE_SYNC_INTERVAL_MS', 10_000, 100),
    metricsPort: readMetricsPort('API_METRICS_PORT', env.API_METRICS_PORT),
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    assetBaseUrl: parseBaseUrl(env.ASSET_BASE_URL),
    logLevel,
    bodyLimitBytes: bodyLimit,
    xsrf: !['off', 'false', '0'].includes((env.API_XSRF ?? 'on').trim().toLowerCase()),
    forms: readFormsConfig(env),
  };
}
