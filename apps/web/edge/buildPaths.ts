import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The edge is compiled into the build it serves (scripts/buildEdge.mjs writes build/server.mjs), so by default it
// serves the folder it is in; BUILD_DIR names another build.
const here = path.dirname(fileURLToPath(import.meta.url));
export const buildDir = path.resolve(process.env.BUILD_DIR ?? here);
/** The browser build: the static files. */
export const clientDir = path.join(buildDir, 'client');
/** React Router's server build. */
export const serverBuild = path.join(buildDir, 'server', 'index.js');
