// Makes src/fonts/language-names.woff2: Poppins' Devanagari (SIL Open Font License 1.1, from @fontsource/poppins) cut
// down to the letters of the language names the language switch shows on every page (हिन्दी), with the shaping
// tables those letters need (the half form of न before द). English pages load no Devanagari face (the whole one is
// 39 KB a weight, for Hindi pages only), so without this the switch's "हिन्दी" shows as empty boxes on a device with
// no Devanagari system font. The file is committed; run this again only when a language name changes:
//   pnpm --filter @fittings/ui fonts:language-names
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** Every language name a switch may show in Devanagari. */
const LANGUAGE_NAMES_DEVANAGARI = 'हिन्दी';

const source = require.resolve('@fontsource/poppins/files/poppins-devanagari-400-normal.woff2');
const subset = await subsetFont(readFileSync(source), LANGUAGE_NAMES_DEVANAGARI, {
  targetFormat: 'woff2',
});
const out = path.join(here, '..', 'src', 'fonts', 'language-names.woff2');
writeFileSync(out, subset);
const codePoints = [...new Set(LANGUAGE_NAMES_DEVANAGARI)]
  .map((letter) => `U+${letter.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
  .sort();
console.log(`${path.relative(process.cwd(), out)}: ${subset.length} bytes`);
console.log(`unicode-range: ${codePoints.join(', ')}`);
