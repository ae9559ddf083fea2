import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** The component entries: one file per public subpath in src/entries (package.json's `exports` name each). */
export const entryNames = readdirSync('src/entries')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

// ESM and CJS with declarations. The vanilla-extract styles and the self-hosted fonts all land in one
// stylesheet, dist/index.css (exported as `@fittings/ui/style.css`); the JavaScript only carries class names.
export default defineConfig({
  // The message catalogues are entries of their own, so an app loads only its page's language; so is each component
  // (src/entries, `@fittings/ui/<Name>`), so a page that imports by path ships only the components it renders. The
  // index still names everything, for a consumer that prefers one import.
  entry: {
    index: 'src/index.ts',
    'messages/en': 'src/i18n/messages.en.ts',
    'messages/hi': 'src/i18n/messages.hi.ts',
    ...Object.fromEntries(entryNames.map((name) => [name, `src/entries/${name}.ts`])),
  },
  format: ['esm', 'cjs'],
  // Shared modules become chunks in both formats: without it each CommonJS entry would carry its own copy of the
  // contexts (the page's words, the link component), and a provider from one entry would not reach another's hook.
  splitting: true,
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
    for (const file of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
      // Every entry and shared chunk may hold a style's runtime call.
      if (/\.c?js$/.test(file)) markRuntimeCallsPure(`dist/${file}`);
      // esbuild writes a stylesheet per entry as well; dist/index.css holds every rule, and is the one exported.
      if (/\.css(\.map)?$/.test(file) && !/^index\.css(\.map)?$/.test(file)) rmSync(`dist/${file}`);
    }
  },
});
