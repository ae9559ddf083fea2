import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The package's public entries: the index and its subpaths.
const publicEntries = {
  index: 'src/index.ts',
  // The bathroom list, part codes and search vocabulary are subpaths, not in the index: only the wishlist, find-a-part
  // and search use them (about 1.2 KB gzip for the first two on every page otherwise).
  'bathroom-list': 'src/bathroomList/index.ts',
  parts: 'src/parts/index.ts',
  // One language's texts each, so a page loads only its own language's catalogue.
  'messages/en': 'src/i18n/messages.en.ts',
  'messages/hi': 'src/i18n/messages.hi.ts',
  'search-vocabulary': 'src/search/vocabulary/index.ts',
  // The catalogue file format's types and rules, for the API that imports catalogue files and the demo catalogue that
  // writes them (no page uses it).
  'catalogue-format': 'src/catalogueFormat/index.ts',
};

// Every other source module is an entry of the ES build too, so with code splitting each comes out as a file of its
// own that the index re-exports from. An app's bundler then takes into a chunk only the modules that chunk's code
// uses: as one module, the index put all of catalog-core (compare rows, fit facts, finish swatches...) into the
// site's shell that every page loads. These files are internal (not in "exports").
const sources = (readdirSync('src', { recursive: true }) as string[])
  .map((file) => file.replaceAll('\\', '/'))
  .filter(
    (file) => /\.ts$/.test(file) && !/\.(test|bench)\.ts$/.test(file) && !/\.d\.ts$/.test(file),
  )
  .map((file) => `src/${file}`);
const internalEntries = Object.fromEntries(
  sources
    .filter((file) => !Object.values(publicEntries).includes(file))
    .map((file) => [`internal/${file.slice('src/'.length, -'.ts'.length)}`, file]),
);

export default defineConfig([
  {
    entry: { ...publicEntries, ...internalEntries },
    format: ['esm'],
    splitting: true,
    dts: { entry: publicEntries },
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    // CommonJS for require(): one file per entry, as before (no app bundles it for the browser).
    entry: publicEntries,
    format: ['cjs'],
    dts: { entry: publicEntries },
    sourcemap: true,
    target: 'es2022',
  },
]);
