// What the edge's middleware and handlers keep on a request's Hono context.

export interface EdgeEnv {
  Variables: {
    /** The CSP hashes of a rendered page's inline scripts (render.ts, for securityHeaders.ts). */
    scriptHashes: string[];
    /** The page route that answered (render.ts, for observe/metrics.ts). */
    routePattern: string;
  };
}
