// The build's last step: the web server's edge (edge/*.ts, TypeScript that Node 20 cannot run) compiled into one
// ES module beside the build it serves, `build/server.mjs` (or WEB_BUILD_DIR's), which `node build/server.mjs`
// starts. Packages stay imports of node_modules (resolved from apps/web, as the React Router server build's are); the
// edge's own modules, observe/ and integrations.ts are bundled in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(webRoot, process.env.WEB_BUILD_DIR ?? 'build');

await build({
  absWorkingDir: webRoot,
  entryPoints: ['edge/server.ts'],
  outfile: path.join(buildDir, 'server.mjs'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
