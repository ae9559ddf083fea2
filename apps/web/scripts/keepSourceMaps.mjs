// After `react-router build`: the browser build's source maps (vite.config.ts: `sourcemap: 'hidden'`) move from
// build/client, which the web server and nginx serve, to build/sourcemaps, which nobody serves. `pnpm errors` reads
// them there to turn the stack traces of the browser's error reports back into source files and lines; visitors
// never get them (a GET of /assets/*.map is the not-found page). The server build's maps stay beside it in
// build/server, which is not served either.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '..', process.env.WEB_BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const mapsDir = path.join(buildDir, 'sourcemaps');

function* mapsUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* mapsUnder(file);
    else if (entry.isFile() && entry.name.endsWith('.map')) yield file;
  }
}

rmSync(mapsDir, { recursive: true, force: true });
let count = 0;
for (const file of mapsUnder(clientDir)) {
  const target = path.join(mapsDir, path.relative(clientDir, file));
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(file, target);
  count++;
}
console.log(
  `source maps: ${count} moved out of ${path.relative(process.cwd(), clientDir)} to ${path.relative(process.cwd(), mapsDir)}`,
);
