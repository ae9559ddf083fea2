// Types of vitals.mjs (plain JavaScript, imported by the web server's edge, edge/server.ts).
import type { Handler } from 'hono';

export declare const MAX_VITALS_BYTES: number;
export declare function vitalsEndpoint(): Handler;
