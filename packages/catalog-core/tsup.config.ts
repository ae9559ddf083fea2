import { defineConfig } from 'tsup';

export default defineConfig({
  // The bathroom list, part codes and search vocabulary are subpaths, not in the index: only the wishlist, find-a-part
  // and search use them, and an app's bundler puts whatever the index holds into the chunk every page loads (about
  // 1.2 KB gzip for the first two).
  entry: {
    index: 'src/index.ts',
    'bathroom-list': 'src/bathroomList/index.ts',
    parts: 'src/parts/index.ts',
    // One language's texts each, so a page loads only its own language's catalogue.
    'messages/en': 'src/i18n/messages/compiled/en.ts',
    'messages/hi': 'src/i18n/messages/compiled/hi.ts',
    'search-vocabulary': 'src/search/vocabulary/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
