import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One entry, ESM and CJS with declarations. The vanilla-extract styles and the self-hosted fonts all land in one
// stylesheet, dist/index.css (exported as `@fittings/ui/style.css`); the JavaScript only carries class names.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The font files are copied next to the stylesheet, which refers to them relatively.
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
