import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * vanilla-extract compiles `createSprinkles(...)` and `recipe(...)` to calls of its runtime that no bundler may assume
 * free of side effects, so an app that never uses `sprinkles` still shipped its 21 KB class map to every browser.
 * These calls only build lookup objects: marking them pure lets the consumer's bundler drop the unused ones.
 */
function markRuntimeCallsPure(file: string) {
  const code = readFileSync(file, 'utf8');
  const aliases = [
    ...code.matchAll(
      /(?:import \{ (?:createSprinkles|createRuntimeFn) as (\w+) \}|(?:var|const) (\w+) = require\("@vanilla-extract\/(?:sprinkles\/createRuntimeSprinkles|recipes\/createRuntimeFn)"\))/g,
    ),
  ].map((match) => match[1] ?? match[2]);
  let marked = code;
  for (const alias of aliases) {
    marked = marked.replace(
      new RegExp(`= ((?:\\(0, )?${alias}(?:\\.\\w+)?\\)?)\\(`, 'g'),
      (_, callee: string) => `= /* @__PURE__ */ ${callee}(`,
    );
  }
  writeFileSync(file, marked);
}

// ESM and CJS with declarations. The vanilla-extract styles and the self-hosted fonts all land in one
// stylesheet, dist/index.css (exported as `@fittings/ui/style.css`); the JavaScript only carries class names.
export default defineConfig({
  // The message catalogues are entries of their own, so an app loads only its page's language.
  entry: {
    index: 'src/index.ts',
    'messages/en': 'src/i18n/messages/compiled/en.ts',
    'messages/hi': 'src/i18n/messages/compiled/hi.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The font files are copied next to the stylesheet, which refers to them relatively, under their fontsource names
  // (no hash: fontsource's version pins their content) so an app can preload one as `@fittings/ui/fonts/<name>`.
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]';
  },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    markRuntimeCallsPure('dist/index.js');
    markRuntimeCallsPure('dist/index.cjs');
  },
});
