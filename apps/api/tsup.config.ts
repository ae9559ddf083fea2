import { defineConfig } from 'tsup';

// The server and the catalogue commands are bundled; migrations and the seed catalogue stay as files in the package
// and are found from the package root at run time (see src/paths.ts).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    'catalog-import': 'src/cli/catalog-import.ts',
    'catalog-export': 'src/cli/catalog-export.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  external: ['better-sqlite3'],
});
