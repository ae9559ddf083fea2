import { defineConfig } from 'tsup';

// The server and the commands (dist/cli/*.js, run by the package scripts with plain node, so a production install
// without dev dependencies runs them) are bundled; migrations and the seed catalogue stay as files in the package
// and are found from the package root at run time (see src/paths.ts).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    'cli/catalog-import': 'src/cli/catalog-import.ts',
    'cli/catalog-export': 'src/cli/catalog-export.ts',
    'cli/leads-export': 'src/cli/leads-export.ts',
    'cli/outbox': 'src/cli/outbox.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/search-misses': 'src/cli/search-misses.ts',
    'cli/errors': 'src/cli/errors.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  external: ['better-sqlite3', 'pg', 'kysely'],
});
