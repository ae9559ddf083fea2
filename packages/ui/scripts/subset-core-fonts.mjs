// Makes src/fonts/{inter,jost}-core-wght-normal.woff2: the brand's two variable faces (fontsource's Latin files, SIL
// Open Font License 1.1) cut down to the letters an English page of the site shows (Basic Latin and the punctuation
// and signs its copy and catalogue use) and to the OpenType features a browser applies by default, plus tabular and
// lining figures and case-sensitive forms. Fontsource's Latin file also carries the accented letters and every
// stylistic set and character variant of the family: Inter's is 47 KB, its core 26 KB; Jost's 26 KB, its core 15 KB.
// src/fonts.css declares each core face after fontsource's, over the same family name with the core's unicode-range,
// so a browser takes the core for those letters and fetches the whole Latin file only for a page with another (é).
// The files are committed; run this again after updating the fontsource packages:
//   pnpm --filter @fittings/ui fonts:core
// With --check it writes nothing and exits 1 if the committed files or fonts.css differ from what it would make
// (src/fonts.test.ts runs it so).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const fontsDirectory = path.join(here, '..', 'src', 'fonts');
const fontsCss = path.join(here, '..', 'src', 'fonts.css');

/**
 * The letters of the core: printable ASCII, the no-break space, and the signs found in the site's copy, message
 * catalogues and catalogue data (© ® ° · × ÷ – — ‘ ’ “ ” • … ‹ › ™ −). Each is inside fontsource's Latin
 * unicode-range, so a letter the core lacks always has the whole Latin face behind it (₹ and → are in latin-ext).
 */
const CORE_TEXT = (() => {
  let text = '\u00a0©®°·×÷–—‘’“”•…‹›™−';
  for (let code = 0x20; code <= 0x7e; code++) text += String.fromCodePoint(code);
  return text;
})();

/** What a browser applies unasked (shaping, kerning, ligatures, contextual alternates), and three common opt-ins. */
const LAYOUT_FEATURES = [
  ...[
    'ccmp',
    'locl',
    'mark',
    'mkmk',
    'kern',
    'liga',
    'clig',
    'calt',
    'rlig',
    'rclt',
    'rvrn',
    'curs',
    'dist',
  ],
  ...['tnum', 'lnum', 'case'],
];

const FACES = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  {
    family: 'Jost Variable',
    source: '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  },
].map((face) => ({
  ...face,
  file: path.basename(face.source).replace('-latin-', '-core-'),
}));

/** The CSS unicode-range of a set of letters: sorted code points, runs joined as ranges. */
export function unicodeRange(text) {
  const codes = [...new Set([...text].map((letter) => letter.codePointAt(0)))].sort(
    (a, b) => a - b,
  );
  const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  for (let i = 0; i < codes.length;) {
    let end = i;
    while (end + 1 < codes.length && codes[end + 1] === codes[end] + 1) end++;
    parts.push(end === i ? `U+${hex(codes[i])}` : `U+${hex(codes[i])}-${hex(codes[end])}`);
    i = end + 1;
  }
  return parts.join(', ');
}

export const CORE_UNICODE_RANGE = unicodeRange(CORE_TEXT);

async function main() {
  const check = process.argv.includes('--check');
  const problems = [];
  for (const face of FACES) {
    const subset = await subsetFont(readFileSync(require.resolve(face.source)), CORE_TEXT, {
      targetFormat: 'woff2',
      keepFeatures: LAYOUT_FEATURES,
    });
    const out = path.join(fontsDirectory, face.file);
    if (check) {
      let committed;
      try {
        committed = readFileSync(out);
      } catch {
        committed = undefined;
      }
      if (!committed || !committed.equals(subset))
        problems.push(`${face.file} is not what this script makes from ${face.source}`);
    } else {
      writeFileSync(out, subset);
      console.log(`src/fonts/${face.file}: ${subset.length} bytes`);
    }
  }
  // fonts.css must name the same letters the files hold, for both faces.
  const css = readFileSync(fontsCss, 'utf8');
  for (const face of FACES) {
    const rule = css
      .match(/@font-face\s*{[^}]*}/g)
      ?.find((block) => block.includes(`./fonts/${face.file}`));
    if (!rule) problems.push(`src/fonts.css has no @font-face for ./fonts/${face.file}`);
    else {
      if (!rule.includes(`font-family: '${face.family}'`))
        problems.push(`src/fonts.css: ${face.file} is not in '${face.family}'`);
      if (!rule.replace(/\s+/g, ' ').includes(`unicode-range: ${CORE_UNICODE_RANGE};`))
        problems.push(`src/fonts.css: ${face.file} needs unicode-range: ${CORE_UNICODE_RANGE};`);
    }
  }
  if (!check) console.log(`unicode-range: ${CORE_UNICODE_RANGE};`);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    if (check)
      console.error(
        'Run `pnpm --filter @fittings/ui fonts:core` and copy its unicode-range into fonts.css.',
      );
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
