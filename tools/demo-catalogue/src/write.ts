// pnpm catalog:generate [folder] [--check]: writes the demo catalogue to the catalogue folder the API imports
// (apps/api/catalogue by default): a `{section}.json` per section and, under media/, every picture and document the
// records name. The output is deterministic: with --check nothing is written, and the command lists each file that
// differs from what the folder holds (exit 1), so a change to the generator shows what it changes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { drawDemoMedia, type MediaFile } from './art';
import {
  CATALOGUE_SECTIONS,
  type CatalogueDocument,
} from '@fittings/catalog-core/catalogue-format';
import { generateCatalogue } from './generate';

/** The API's catalogue folder, which its first start and `catalog:import` read. */
export const API_CATALOGUE_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../apps/api/catalogue',
);

/** Every file of the demo catalogue, by its path in the catalogue folder. */
export async function demoCatalogueFiles(
  catalogue: CatalogueDocument = generateCatalogue(),
): Promise<MediaFile[]> {
  const sections = CATALOGUE_SECTIONS.map((section) => ({
    path: `${section}.json`,
    body: Buffer.from(`${JSON.stringify(catalogue[section], null, 2)}\n`, 'utf8'),
  }));
  const media = await drawDemoMedia(catalogue);
  return [...sections, ...media.map((file) => ({ path: `media/${file.path}`, body: file.body }))];
}

/** The files under `dir`, by their path relative to it (`/`-separated). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** What differs between `files` and the folder: files changed, missing, or there but not generated. */
export function differences(files: readonly MediaFile[], dir: string): string[] {
  const generated = new Map(files.map((file) => [file.path, file.body]));
  const present = new Set(
    filesUnder(dir).filter((path) => path.endsWith('.json') || path.startsWith('media/')),
  );
  const found: string[] = [];
  for (const [path, body] of generated) {
    if (!present.has(path)) found.push(`missing: ${path}`);
    else if (!readFileSync(join(dir, path)).equals(body)) found.push(`changed: ${path}`);
  }
  for (const path of present) if (!generated.has(path)) found.push(`not generated: ${path}`);
  return found.sort();
}

/** Writes the files to `dir`, replacing its section files and its whole media/ folder. */
export function writeFiles(files: readonly MediaFile[], dir: string): void {
  rmSync(join(dir, 'media'), { recursive: true, force: true });
  for (const file of files) {
    const target = join(dir, ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.body);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const dir = resolve(args.find((arg) => !arg.startsWith('--')) ?? API_CATALOGUE_DIR);
  const catalogue = generateCatalogue();
  const files = await demoCatalogueFiles(catalogue);
  if (check) {
    const found = differences(files, dir);
    if (found.length > 0) {
      console.error(
        `The demo catalogue in ${dir} is not what the generator writes (run pnpm catalog:generate):\n${found.slice(0, 50).join('\n')}${found.length > 50 ? `\n… and ${found.length - 50} more` : ''}`,
      );
      process.exit(1);
    }
    console.log(`${dir} holds the demo catalogue as generated (${files.length} files).`);
  } else {
    writeFiles(files, dir);
    console.log(
      `Wrote ${catalogue.products.length} products, ${catalogue.dealers.length} dealers and ${files.length - CATALOGUE_SECTIONS.length} media files to ${dir}.`,
    );
  }
}
