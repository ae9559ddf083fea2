// The site's Hindi says one idea with one word: catalog-core's glossary.json (the brand edits it) names the word for each term the site
// shares (bar, hard water, cartridge, finish, flow…) and the words it must not use instead. This test reads every
// Hindi text of the repository as it is committed: the message catalogues of every package (`i18n/messages`), the
// content pages' Hindi (apps/web's `*.hi.json` and `*.data.hi.ts`) and the catalogue's Hindi translations
// (apps/api/catalogue/translations.json, which this generator writes), and fails naming each other word found. It
// lives here rather than beside the glossary because it reads the repository's files, and catalog-core has no Node.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const GLOSSARY = JSON.parse(
  readFileSync(join(ROOT, 'packages/catalog-core/src/i18n/glossary.json'), 'utf8'),
) as { term: string; hi: string; avoid: string[] }[];

/** Every file under a folder of the repository, as paths from the repository's root. */
const filesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

/** The repository's Hindi texts: each file with the texts it holds. */
function hindiTexts(): { file: string; texts: string[] }[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
  const messages = ['packages/catalog-core/src', 'packages/ui/src', 'apps/web/app']
    .flatMap(filesUnder)
    .filter((file) => /\/i18n\/messages\/(?:[^/]+\.)?hi\.json$/.test(file));
  const content = filesUnder('apps/web/app').filter(
    (file) => /\.hi\.json$|\.data\.hi\.ts$/.test(file) && !messages.includes(file),
  );
  const translations = 'apps/api/catalogue/translations.json';
  const catalogue = (
    JSON.parse(readFileSync(join(ROOT, translations), 'utf8')) as {
      language: string;
      fields: unknown;
    }[]
  ).filter((record) => record.language === 'hi');
  return [
    ...[...messages, ...content].map((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return { file, texts: file.endsWith('.json') ? strings(JSON.parse(text)) : [text] };
    }),
    { file: translations, texts: catalogue.flatMap((record) => strings(record.fields)) },
  ];
}

describe('the Hindi glossary', () => {
  it('has one word per term, none of them among the words to avoid', () => {
    const terms = GLOSSARY.map((entry) => entry.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const entry of GLOSSARY)
      for (const avoid of entry.avoid)
        expect(new RegExp(avoid).test(entry.hi), entry.term).toBe(false);
  });

  it('is what every message, content page and catalogue text in Hindi says', () => {
    const files = hindiTexts();
    // The message catalogues of the three packages, the content pages and the catalogue are all read.
    expect(files.length).toBeGreaterThan(15);
    expect(files.some((f) => f.file.startsWith('packages/ui/'))).toBe(true);
    expect(files.some((f) => f.file.startsWith('packages/catalog-core/'))).toBe(true);
    expect(files.some((f) => f.file.includes('/content/pages/'))).toBe(true);
    const found: string[] = [];
    for (const { file, texts } of files) {
      // One text a line, so that a file is read once per word to avoid.
      const all = texts.join('\n');
      for (const entry of GLOSSARY)
        for (const avoid of entry.avoid) {
          // The quick test first: the context around a hit is looked for only in a file that has one.
          if (!new RegExp(avoid, 'u').test(all)) continue;
          for (const match of all.matchAll(new RegExp(`[^\n]{0,30}(?:${avoid})[^\n]{0,30}`, 'gu')))
            found.push(`${file}: "${match[0]}" says ${entry.term} otherwise than "${entry.hi}"`);
        }
    }
    expect(found).toEqual([]);
    // It reads some 3 MB of files: seconds on a loaded machine.
  }, 60_000);
});
