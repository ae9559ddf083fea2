// Builds the Hono application: middleware, every resource's routes, the OpenAPI document and the error handlers.
import type { IncomingMessage } from 'node:http';
import { GENERIC_ERROR_MESSAGE, limitKeyOf } from '@fittings/catalog-core';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { CatalogueState } from './catalogue/state';
import type { Db } from './db/database';
import { isStoreUnavailable, sqliteWrites, type WriteStore } from './db/writes';
import type { AppEnv, Deps } from './http/env';
import { sendError } from './http/errors';
import { DEFAULT_BODY_LIMIT_BYTES, closeAfterRefusal } from './http/limits';
import { createLogger } from './http/logger';
import { ResponseCache, knownQueryOf, responseCache } from './http/response-cache';
import { assetBaseFor, createFastPath, requestIdFrom } from './http/fast-path';
import { createAssets } from './media/assets';
import { registerMedia } from './media/routes';
import { registerProducts } from './products/routes';
import { registerSearch } from './search/routes';
import { registerParts } from './parts/routes';
import { registerListings } from './listings/routes';
import { registerCollections } from './collections/routes';
import { registerDealers } from './dealers/routes';
import { registerVideos } from './videos/routes';
import { registerCatalogs } from './catalogs/routes';
import { registerEvents } from './events/routes';
import { registerBanners } from './banners/routes';
import { registerTechnologies } from './technologies/routes';
import { registerAwards } from './awards/routes';
import { registerMenus } from './menus/routes';
import { localCaptcha } from './forms/captcha';
import { createNotifier, DEFAULT_NOTIFY_TO, outboxOnly, type Notifier } from './forms/mail';
import { registerForms } from './forms/routes';
import type { FormsSetup } from './forms/setup';
import { registerXsrf, requireSameOrigin, requireXsrfToken } from './forms/xsrf';
import { clientAddress, parseTrustProxy, peerAddress } from './http/client-ip';
import { memoryRateCounter, rateLimit, storeRateCounter } from './http/rate-limit';
import { createOutboxStore } from './forms/outbox';
import { registerHealth } from './health/routes';
import { registerHealthz } from './health/healthz';
import { readLanguage } from './i18n/readLanguage';
import { routePattern } from './observe/route';
import { createApiMetrics, type ApiMetrics } from './observe/metrics';
import { createErrorReporter, type ErrorReporter } from './observe/errors';
import { registerErrorRoutes } from './observe/error-routes';

export interface AppOptions {
  db: Db;
  /** Where submissions, the outbox and (with PostgreSQL) rate-limit counters go; default the SQLite file `db`. */
  writes?: WriteStore;
  /** Comma-separated absolute bases of asset URLs (CDN hosts); by default relative, `/media`. */
  assetBaseUrl?: string | undefined;
  logger?: Logger;
  /** The largest request body accepted, in bytes (default 16 KiB). */
  bodyLimitBytes?: number;
  /** Whether POSTs must carry the XSRF token (default true). */
  xsrf?: boolean;
  /** Captcha, e-mail, rate limits and idempotency of the form endpoints. */
  forms?: FormsSetup;
  /** Where the app counts what it does; a new registry by default. */
  metrics?: ApiMetrics;
  /** Error reporting: SENTRY_DSN's Sentry, else the store of writes (observe/errors.ts). */
  errors?: {
    dsn?: string | undefined;
    release?: string;
    testRoutes?: boolean;
    /** The browsers' reports per visitor and overall per window (observe/error-routes.ts). */
    browserLimits?: { perVisitor: number; overall: number; windowMs: number };
  };
}

export interface App {
  app: OpenAPIHono<AppEnv>;
  state: CatalogueState;
  /** Answers cached GETs from Node's request and response objects; false when Hono must answer. */
  fastPath: ReturnType<typeof createFastPath>;
  /** Sends the notification e-mails of the form submissions. */
  notifier: Notifier;
  metrics: ApiMetrics;
  errors: ErrorReporter;
}

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Fittings catalogue API',
    version: '1.0.0',
    description:
      'The catalogue of the faucet and fittings site: products, search, listings with filters, collections, dealers, videos, catalogues, events and banners. Every GET answer carries Cache-Control and an ETag.',
  },
};

/** Creates the application over an open, migrated and seeded database. */
export function createApp(options: AppOptions): App {
  const logger = options.logger ?? createLogger();
  const state = new CatalogueState(options.db);
  const writes = options.writes ?? sqliteWrites(options.db);
  const metrics = options.metrics ?? createApiMetrics(state);
  const deps: Deps = { db: options.db, state, logger, writes, metrics };
  const errors = createErrorReporter({
    store: writes,
    dsn: options.errors?.dsn,
    logger,
    ...(options.errors?.release ? { release: options.errors.release } : {}),
  });
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join('.') || 'request';
        return sendError(
          c,
          400,
          `Invalid ${result.target === 'param' ? 'path' : result.target} field "${field}": ${issue?.message ?? 'not valid'}.`,
        );
      }
      return undefined;
    },
  });

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    const base = assetBaseFor(options.assetBaseUrl);
    c.set('assetBase', base);
    c.set('assets', createAssets(base, state.hash));
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming) metrics.label(incoming, routePattern(c));
    // Only when not already so: c.header on a finished answer remakes it around its body as a stream, which for a
    // large uncached search answer cost more than the search (the response cache's answers carry both already).
    if (c.res.headers.get('x-request-id') !== requestId) c.header('x-request-id', requestId);
    if (c.res.headers.get('x-content-type-options') !== 'nosniff')
      c.header('x-content-type-options', 'nosniff');
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
    logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
      },
      'request',
    );
  });

  const forms = options.forms ?? {};
  const trustProxy = forms.trustProxy ?? parseTrustProxy('loopback');
  const setClientIp: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('clientIp', clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trustProxy));
    return next();
  };
  app.use('/post/*', setClientIp);
  app.use('/post/*', closeAfterRefusal);
  // One counter for every limit, so each is counted where the posts are: in PostgreSQL, shared by every replica,
  // when there is one.
  const rateCounter = writes.kind === 'postgres' ? storeRateCounter(writes) : memoryRateCounter();
  // Counted before anything else, so refused and oversized requests count too.
  app.use(
    '/post/*',
    rateLimit({
      max: forms.rateLimit?.max ?? 10,
      windowMs: forms.rateLimit?.windowMs ?? 60_000,
      keyOf: (c) => limitKeyOf(c.get('clientIp')),
      counter: rateCounter,
    }),
  );
  // The sheets of a printed list or its PDF: each answer is a page or a PDF the web server renders, so a client may
  // ask for a few a minute, counted apart from its posts (and before the response cache: a cached answer still
  // becomes a render).
  app.use('/get/product-sheets/*', setClientIp);
  app.use(
    '/get/product-sheets/*',
    rateLimit({
      max: forms.sheetRateLimit?.max ?? 30,
      windowMs: forms.sheetRateLimit?.windowMs ?? 60_000,
      keyOf: (c) => `sheets ${limitKeyOf(c.get('clientIp'))}`,
      counter: rateCounter,
    }),
  );
  // Cross-site first: a request another site's page made is refused whatever token it carries.
  app.use('/post/*', requireSameOrigin(trustProxy));
  if (options.xsrf ?? true) app.use('/post/*', requireXsrfToken(trustProxy));
  const limit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  app.use(
    '/post/*',
    bodyLimit({
      maxSize: limit,
      // Connection: close, because the rest of the body is never read: a keep-alive client would otherwise send its
      // next request on a connection the server drops, and fail with "other side closed".
      onError: (c) => {
        c.header('Connection', 'close');
        return sendError(c, 413, `The request body is larger than the limit of ${limit} bytes.`);
      },
    }),
  );
  const cache = new ResponseCache(state);
  const knownQuery = knownQueryOf(app.openAPIRegistry);
  // Before the cache: a bad `lang` is refused whatever the route, and never kept.
  app.use('/get/*', readLanguage());
  // Unknown query parameters are left out of the cache key (README, Security): the answer does not read them.
  app.use('/get/*', responseCache(state, cache, metrics, knownQuery));
  app.use('/openapi.json', responseCache(state, cache, metrics));

  registerHealth(app, deps);
  registerHealthz(app, deps);
  registerProducts(app, deps);
  const { previewsText } = registerSearch(app, deps);
  registerParts(app, deps);
  registerListings(app, deps);
  registerCollections(app, deps);
  registerDealers(app, deps);
  registerVideos(app, deps);
  registerCatalogs(app, deps);
  registerEvents(app, deps);
  registerBanners(app, deps);
  registerTechnologies(app, deps);
  registerAwards(app, deps);
  registerMenus(app, deps);
  registerXsrf(app, trustProxy);
  const outbox = createOutboxStore(writes);
  metrics.watchOutbox(outbox);
  const notifier = createNotifier(
    outbox,
    forms.mailTransport ?? outboxOnly,
    logger,
    forms.mailFrom,
    forms.mailRetry?.backoffMs !== undefined ? { backoffMs: forms.mailRetry.backoffMs } : {},
  );
  registerForms(app, deps, {
    captcha: forms.captcha ?? localCaptcha(),
    notifier,
    notifyTo: forms.notifyTo ?? DEFAULT_NOTIFY_TO,
    ...(forms.duplicateWindowMs !== undefined
      ? { duplicateWindowMs: forms.duplicateWindowMs }
      : {}),
  });
  registerMedia(app, deps);
  registerErrorRoutes(app, deps, {
    testRoutes: options.errors?.testRoutes ?? false,
    counter: rateCounter,
    ...(options.errors?.browserLimits ? { limits: options.errors.browserLimits } : {}),
  });

  app.doc31('/openapi.json', OPENAPI_INFO);

  app.notFound((c) =>
    sendError(c, 404, `There is no ${c.req.method} ${c.req.path.slice(0, 200)} endpoint.`),
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status;
      return sendError(
        c,
        status as 400,
        status === 400
          ? `The request is not valid: ${error.message || 'malformed'}.`
          : error.message || 'Request failed.',
      );
    }
    if (isStoreUnavailable(error)) {
      // The database is down or restarting: nothing was stored; the visitor (or the site) may send again shortly.
      logger.error({ reqId: c.get('requestId'), err: error }, 'database unavailable');
      const response = sendError(
        c,
        503,
        'We cannot save your request just now. Please try again in a minute.',
      );
      response.headers.set('Retry-After', '30');
      return response;
    }
    logger.error({ reqId: c.get('requestId'), err: error }, 'unhandled error');
    errors.capture(error, { route: routePattern(c), requestId: c.get('requestId') });
    return sendError(c, 500, GENERIC_ERROR_MESSAGE);
  });

  return {
    app,
    state,
    fastPath: createFastPath({
      cache,
      state,
      logger,
      assetBaseUrl: options.assetBaseUrl,
      metrics,
      previews: { text: previewsText, knownQuery },
    }),
    notifier,
    metrics,
    errors,
  };
}
