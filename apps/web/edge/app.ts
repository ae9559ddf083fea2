// The web server's Hono app, in the order a request meets it: liveness, compression, the body limit, security headers,
// static files, the browser's reports, the API forwarded under the site's own origin, then React Router's render.
// Hono over @hono/node-server because it speaks the Fetch API's Request and Response, exactly what React Router's
// request handler takes, so no adapter layer sits in between; it is small, and the API already uses it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { ServerBuild } from 'react-router';
import { cspSourcesOf, integrationsFromEnv, type Integrations } from '../integrations';
import { labelRoutes } from '../observe/metrics';
import { vitalsEndpoint } from '../observe/vitals';
import { healthzEndpoint } from '../observe/healthz';
import {
  createErrorReporter,
  errorsEndpoint,
  visitorKey,
  webRelease,
  type ErrorReporter,
} from '../observe/errors';
import { clientDir, serverBuild } from './buildPaths';
import { clientAddress } from './clientAddress';
import type { EdgeEnv } from './env';
import { forwardTo } from './forward';
import { MAX_BODY_BYTES, refusalResponse } from './limits';
import { createRenderer } from './render';
import { assetOriginsOf, securityHeaders } from './securityHeaders';
import { staticFiles } from './staticFiles';

export type { EdgeEnv };

/** What {@link createApp} may be given instead of the environment's settings. */
export interface AppOptions {
  apiOrigin?: string;
  assetOrigins?: string[];
  connectSrc?: string[];
  frameSrc?: string[];
  hsts?: boolean;
  integrations?: Integrations;
  build?: ServerBuild | (() => Promise<ServerBuild>);
  isDraining?: () => boolean;
  errors?: ErrorReporter;
}

/** Builds the Hono app; exported so a test or another host can mount it. */
export function createApp({
  apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? '8088'}`,
  assetOrigins = assetOriginsOf(process.env.ASSET_BASE_URL),
  connectSrc = (process.env.CSP_CONNECT_SRC ?? '').split(/\s+/),
  frameSrc = (process.env.CSP_FRAME_SRC ?? 'https://www.youtube-nocookie.com').split(/\s+/),
  hsts = process.env.HSTS === '1',
  integrations = integrationsFromEnv(process.env),
  build = () => import(pathToFileURL(serverBuild).href) as Promise<ServerBuild>,
  isDraining = () => false,
  errors = createErrorReporter({ apiOrigin, release: webRelease(serverBuild) }),
}: AppOptions = {}): Hono<EdgeEnv> {
  const thirdParty = cspSourcesOf(integrations);
  const app = new Hono<EdgeEnv>();
  const { render, routeOf } = createRenderer({ build, errors });
  const staticRoot = path.relative(process.cwd(), clientDir) || '.';
  const files = staticFiles(staticRoot);
  const forward = forwardTo(apiOrigin);

  app.use(labelRoutes());

  // Liveness for a load balancer or systemd: answered before compression, security headers and rendering. 503 while
  // the server drains after SIGTERM, so a balancer that checks it stops sending new visitors (observe/healthz.ts).
  app.get('/healthz', healthzEndpoint({ apiOrigin, isDraining }));

  app.use(compress());

  // A body sent without a declared length (chunked) is counted as it is read and refused at the limit; one that
  // declares more was refused in createWebServer before a byte of it was read.
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => refusalResponse('bodyTooLarge', c.req.path),
    }),
  );

  app.use(securityHeaders({ hsts, assetOrigins, connectSrc, frameSrc, thirdParty }));

  app.use('/assets/*', files.assets);
  app.use('*', files.publicFiles);

  // Real visitors' Web Vitals, sent after analytics consent (observe/vitals.ts).
  app.post('/vitals', vitalsEndpoint());
  // The browser's error reports (observe/errors.ts).
  app.post(
    '/errors',
    errorsEndpoint({
      reporter: errors,
      routeOf,
      visitorOf: (c) => visitorKey(c.req.header('x-forwarded-for'), clientAddress(c)),
    }),
  );
  // The catalogue API under the site's own origin, so the browser talks to one host (spec 9: same domain, no port).
  app.all('/get/*', forward);
  app.all('/media/*', forward);
  // The forms post here with the XSRF header; the API's answers (and Set-Cookie) come back unchanged.
  app.all('/post/*', forward);

  app.all('*', render);

  return app;
}
