// pnpm --filter @fittings/api contract:write | check:contract
//   write <file>: writes the OpenAPI document built from the route schemas to the file (the build writes
//                 dist/openapi.json; contract:write updates the committed openapi.json).
//   check <file>: fails, naming the first differences, when the file is not what the route schemas give.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { buildOpenApiDocument, formatOpenApiDocument } from '../http/document';
import { packageRoot } from '../paths';

const [mode, target] = process.argv.slice(2);
if ((mode !== 'write' && mode !== 'check') || !target) {
  console.error('Usage: tsx src/cli/openapi.ts write|check <file, relative to apps/api>');
  process.exit(2);
}
const file = resolve(packageRoot(), target);
const shown = relative(process.cwd(), file) || file;
const text = await formatOpenApiDocument(buildOpenApiDocument(), file);

if (mode === 'write') {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`Wrote the OpenAPI document to ${shown}.`);
} else {
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (committed === text) {
    console.log(`${shown} matches the API's route schemas.`);
  } else {
    console.error(
      committed === undefined
        ? `${shown} is missing.`
        : `${shown} differs from the document the API's route schemas give:\n${firstDifferences(committed, text)}`,
    );
    console.error(
      'The route schemas are the contract: run `pnpm contract:write` at the repository root, review the diff of openapi.json and commit it (the api-client derives its types from it when it is built).',
    );
    process.exit(1);
  }
}

/** The first differing lines, `-` committed and `+` generated, with their line numbers. */
function firstDifferences(before: string, after: string, limit = 12): string {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const lines = [
    ...a.slice(start, Math.min(endA, start + limit)).map((l, i) => `  -${start + i + 1}: ${l}`),
    ...b.slice(start, Math.min(endB, start + limit)).map((l, i) => `  +${start + i + 1}: ${l}`),
  ];
  const more = endA - start > limit || endB - start > limit ? '\n  …' : '';
  return lines.join('\n') + more;
}
