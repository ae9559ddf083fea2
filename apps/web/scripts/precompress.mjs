// After `react-router build`: every text file of the browser build (scripts, the stylesheet, drawings, the manifest)
// gets a brotli (quality 11) and a gzip (level 9) copy beside it, which edge/server.ts sends as they are to a browser that
// accepts them (`serveStatic({ precompressed: true })`). Compressing once at the highest levels costs seconds here
// and nothing per request; brotli at 11 is about a fifth smaller than the gzip the server made on the fly, and
// every byte of script is a byte a phone on a mobile network waits for before the page answers a tap.
// Fonts (woff2) and pictures are compressed already and are left alone.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED } from '../edge/precompressed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// The build react-router.config.ts just wrote: build/ unless WEB_BUILD_DIR names another.
const clientDir = path.resolve(here, '..', process.env.WEB_BUILD_DIR ?? 'build', 'client');
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

let count = 0;
let plain = 0;
let brotli = 0;
for (const file of filesUnder(clientDir)) {
  if (!PRECOMPRESSED.test(file) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  count += 1;
  plain += body.length;
  brotli += br.length;
}
console.log(
  `precompressed ${count} files: ${(plain / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`,
);
