import { defineConfig } from 'tsup';

// Two entries: the framework-free core, and `./react` with the provider and hooks. React stays
// external (a peer dependency); the React entry imports only types from the core.
export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react'],
});
