// Compiles each package's message catalogues (<folder>/<part>.<language>.json: id → ICU message) into
// <folder>/compiled/<language>.json, the form Lingui's runtime reads without a parser in the browser: data, imported
// as JSON by the package's i18n entry, its translators and tests.
//   node scripts/compile-messages.mjs           writes every package's compiled catalogues
//   node scripts/compile-messages.mjs --check   writes nothing; fails when a compiled file is stale, when a message
//                                               exists in one language and not another, or does not parse
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every folder of message catalogues, in the order a page merges them (later ones override). */
export const CATALOG_FOLDERS = [
  'packages/catalog-core/src/i18n/messages',
  'packages/ui/src/i18n/messages',
  'apps/web/app/i18n/messages',
];

/**
 * A language's compiled catalogue as the file holds it: one message a line, ids in order, so a changed text is a
 * one-line diff (prettier leaves the folder alone: it would break each long message over several lines).
 */
function compiledSource(messages) {
  const lines = Object.entries(messages)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, message]) => `  ${JSON.stringify(id)}: ${JSON.stringify(compileMessage(message))}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * A folder's catalogues by language: `<language>.json`, or several `<part>.<language>.json` (one per feature, so two
 * people adding texts do not edit one file) merged; an id defined twice in one language is a problem.
 */
function catalogsOf(folder, problems) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return { dir, catalogs: [] };
  const byLanguage = new Map();
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    const where = path.relative(root, file);
    let messages;
    try {
      messages = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${where} is not valid JSON: ${error.message}`, { cause: error });
    }
    const language = name.slice(0, -'.json'.length).split('.').pop();
    const catalog = byLanguage.get(language) ?? {
      language,
      file: path.join(dir, `${language}.json`),
      messages: {},
    };
    for (const [id, message] of Object.entries(messages)) {
      if (id in catalog.messages)
        problems.push(`${where}: "${id}" is defined twice for ${language}`);
      catalog.messages[id] = message;
    }
    byLanguage.set(language, catalog);
  }
  return { dir, catalogs: [...byLanguage.values()] };
}

export function compileAll({ check = false } = {}) {
  const problems = [];
  for (const folder of CATALOG_FOLDERS) {
    const { dir, catalogs } = catalogsOf(folder, problems);
    if (catalogs.length === 0) continue;
    const ids = new Set(catalogs.flatMap(({ messages }) => Object.keys(messages)));
    for (const { language, file, messages } of catalogs) {
      const where = path.relative(root, file);
      for (const id of ids)
        if (!(id in messages))
          problems.push(`${where}: no message "${id}" (the other languages have it)`);
      for (const [id, message] of Object.entries(messages)) {
        if (typeof message !== 'string' || message.trim() === '')
          problems.push(`${where}: "${id}" is empty or not a string`);
      }
      let source;
      try {
        source = compiledSource(messages);
      } catch (error) {
        problems.push(`${where}: a message does not parse as ICU: ${error.message}`);
        continue;
      }
      const out = path.join(dir, 'compiled', `${language}.json`);
      if (check) {
        if (!existsSync(out) || readFileSync(out, 'utf8') !== source)
          problems.push(`${path.relative(root, out)} is stale: run pnpm messages:compile`);
      } else {
        mkdirSync(path.dirname(out), { recursive: true });
        writeFileSync(out, source);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const problems = compileAll({ check });
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(check ? 'message catalogues: complete and compiled' : 'message catalogues compiled');
}
