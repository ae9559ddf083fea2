// Reads a catalogue from a folder (one JSON file per section) or from one JSON file holding every section.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CATALOGUE_SECTIONS, OPTIONAL_SECTIONS } from './format';
import { CatalogueError } from './errors';

/** The raw, not yet validated, catalogue: section name to parsed JSON. */
export type RawCatalogue = Record<string, unknown>;

function parseJsonFile(file: string): unknown {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CatalogueError([
      { where: file, message: `cannot be read (${(error as Error).message})` },
    ]);
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new CatalogueError([
      { where: file, message: `is not valid JSON (${(error as Error).message})` },
    ]);
  }
}

/** Reads the raw sections of a catalogue; validation is {@link validateCatalogue}'s job. */
export function readCatalogue(path: string): RawCatalogue {
  if (!existsSync(path)) throw new CatalogueError([{ where: path, message: 'does not exist' }]);
  if (statSync(path).isDirectory()) {
    const missing = CATALOGUE_SECTIONS.filter(
      (section) =>
        !OPTIONAL_SECTIONS.includes(section) && !existsSync(join(path, `${section}.json`)),
    );
    if (missing.length > 0) {
      throw new CatalogueError(
        missing.map((section) => ({
          where: join(path, `${section}.json`),
          message: 'is missing from the folder',
        })),
      );
    }
    return Object.fromEntries(
      CATALOGUE_SECTIONS.filter((section) => existsSync(join(path, `${section}.json`))).map(
        (section) => [section, parseJsonFile(join(path, `${section}.json`))],
      ),
    );
  }
  const document = parseJsonFile(path);
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new CatalogueError([
      {
        where: basename(path),
        message: 'must be a JSON object with one property per catalogue section',
      },
    ]);
  }
  return document as RawCatalogue;
}
