import { defineConfig } from 'tsup';

// ky ships only ESM. The ESM build imports it; the CommonJS build bundles it, so `require()` works
// on every Node the package supports, not only on those with require(esm). The two builds run in
// parallel, so each cleans only its own files.
export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: ['*.js', '*.js.map', '*.d.ts'],
    target: 'es2022',
  },
  {
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    clean: ['*.cjs', '*.cjs.map', '*.d.cts'],
    target: 'es2022',
    noExternal: ['ky'],
  },
]);
