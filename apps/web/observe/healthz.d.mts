// Types of healthz.mjs (plain JavaScript, imported by the web server's edge, edge/server.ts).
import type { Handler } from 'hono';

export declare function healthzEndpoint(options: {
  apiOrigin: string;
  isDraining: () => boolean;
}): Handler;
