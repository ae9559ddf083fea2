import { execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate, openDatabase, type Db } from '../db/database';
import { packageRoot, seedCatalogueDir } from '../paths';
import { CatalogueError } from './errors';
import { exportCatalogue, writeCatalogue } from './exporter';
import type { CatalogueDocument } from './format';
import { importCatalogue } from './importer';
import { readCatalogue } from './read';

const run = promisify(execFile);
let dir: string;
let databasePath: string;
let db: Db;
let seed: CatalogueDocument;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fittings-api-import-'));
  databasePath = join(dir, 'catalogue.db');
  copyFileSync(inject('seededDatabase'), databasePath);
  db = openDatabase(databasePath);
  seed = readCatalogue(seedCatalogueDir()) as CatalogueDocument;
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const clone = (): CatalogueDocument => structuredClone(seed);
const state = () => ({
  hash: db.prepare("SELECT value FROM meta WHERE key = 'catalogue_hash'").pluck().get(),
  products: db.prepare('SELECT count(*) FROM products').pluck().get(),
});

function problemsOf(change: (catalogue: CatalogueDocument) => void): string[] {
  const catalogue = clone();
  change(catalogue);
  const before = state();
  try {
    importCatalogue(db, catalogue as unknown as Record<string, unknown>);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    expect(state()).toEqual(before);
    return (error as CatalogueError).problems.map((p) => `${p.where}: ${p.message}`);
  }
  throw new Error('the import was expected to fail');
}

const product = (catalogue: CatalogueDocument, index: number) => {
  const found = catalogue.products[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
};

describe('the seed catalogue', () => {
  it('has at least 400 products and at least 3 in every category, type and subcategory of spec 2.5', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(400);
    for (const category of seed.categories) {
      for (const item of category.items) {
        const count = seed.products.filter(
          (p) =>
            p.area === category.area &&
            p.category === category.slug &&
            (p.type ?? p.subcategory) === item.value,
        ).length;
        expect(count, `${category.area}/${category.slug}/${item.value}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('has new launches, coming-soon products and a marketplace link on about half the products', () => {
    const withLink = seed.products.filter((p) => p.amazonLink !== '').length / seed.products.length;
    expect(withLink).toBeGreaterThan(0.4);
    expect(withLink).toBeLessThan(0.6);
    expect(seed.products.some((p) => p.newLaunch)).toBe(true);
    expect(seed.products.some((p) => p.comingSoon)).toBe(true);
    expect(seed.products.map((p) => p.model)).toEqual(
      expect.arrayContaining(['T14059', 'T14059-PR', 'RP50587']),
    );
  });
});

describe('importCatalogue', () => {
  it('replaces the catalogue in one go and exports it back in the same format', () => {
    const catalogue = clone();
    product(catalogue, 0).name = 'Trillian Basin Mixer, renamed';
    const summary = importCatalogue(db, catalogue as unknown as Record<string, unknown>);
    expect(summary.counts.products).toBe(seed.products.length);
    expect(exportCatalogue(db)).toEqual(catalogue);
    importCatalogue(db, seed as unknown as Record<string, unknown>);
    expect(exportCatalogue(db)).toEqual(seed);
  });

  it.each<[string, (c: CatalogueDocument) => void, RegExp]>([
    [
      'an accent that names no product',
      (c) => (product(c, 3).accents = ['NOPE999']),
      /^products\[3\] \(.+\)\.accents\[0\]: references unknown model "NOPE999"$/,
    ],
    [
      'a model written in the wrong case',
      (c) => (product(c, 3).related = [product(c, 0).model.toLowerCase()]),
      /related\[0\]: must be an upper-case model code/,
    ],
    [
      'a repeated model',
      (c) => (product(c, 5).model = product(c, 4).model),
      /^products\[5\] \(.+\): repeats the key/,
    ],
    [
      'a finish code outside the table',
      (c) => (product(c, 2).finish = 42),
      /^products\[2\] \(.+\)\.finish: must be a finish code/,
    ],
    [
      'a type of another category',
      (c) => (product(c, 0).type = 'showerheads'),
      /^products\[0\] \(.+\)\.type: must be one of the types of bathroom category "lav-faucets"/,
    ],
    [
      'an unknown collection',
      (c) => (product(c, 0).collection = 'atlantis'),
      /\.collection: references unknown collection "atlantis"/,
    ],
    [
      'a missing field',
      (c) => delete (product(c, 1) as Partial<(typeof c.products)[0]>).name,
      /^products\[1\] \(.+\)\.name: is required$/,
    ],
    [
      'an unknown field',
      (c) => Object.assign(product(c, 1), { colour: 'red' }),
      /^products\[1\] \(.+\): has unknown field\(s\) "colour"$/,
    ],
    [
      'a rank that is text',
      (c) => Object.assign(product(c, 1), { rank: 'first' }),
      /^products\[1\] \(.+\)\.rank: /,
    ],
    [
      'two products of one family in the same finish',
      (c) => (product(c, 1).finish = product(c, 0).finish),
      /\.finish: repeats finish .* in family/,
    ],
    [
      'a technology that does not exist',
      (c) => product(c, 0).technologies.push('warp-drive'),
      /technologies\[\d\]: references unknown technology "warp-drive"/,
    ],
    [
      'a dealer with a bad pincode',
      (c) => ((c.dealers[0] as { address: { pincode: string } }).address.pincode = '0123'),
      /^dealers\[0\] \(.+\)\.address\.pincode: must be a six-digit Indian pincode$/,
    ],
    [
      'a video banner without a video',
      (c) => Object.assign(c.banners.find((b) => b.kind === 'video') ?? {}, { video: null }),
      /\.video: is required for a video banner$/,
    ],
  ])('refuses %s, names the record and field, and changes nothing', (_label, change, expected) => {
    const problems = problemsOf(change);
    expect(
      problems.some((problem) => expected.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });
});

describe('readCatalogue', () => {
  it('names a file that is not valid JSON, and a section missing from a folder', () => {
    const folder = join(dir, 'broken');
    writeCatalogue(seed, folder);
    writeFileSync(join(folder, 'dealers.json'), '[{"id": "x",');
    expect(() => readCatalogue(folder)).toThrow(/dealers\.json: is not valid JSON/);
    unlinkSync(join(folder, 'awards.json'));
    expect(() => readCatalogue(folder)).toThrow(/awards\.json: is missing from the folder/);
    expect(() => readCatalogue(join(dir, 'nowhere'))).toThrow(/does not exist/);
  });
});

describe('the catalog:import and catalog:export commands', () => {
  const cli = (script: string, arg: string, target: string, ...flags: string[]) =>
    run(
      process.execPath,
      ['--import', 'tsx', join(packageRoot(), 'src/cli', script), arg, ...flags],
      {
        cwd: packageRoot(),
        env: { ...process.env, DATABASE_PATH: target, INIT_CWD: dir },
      },
    ).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('exits non-zero on a bad file, saying which record and field, and leaves the database as it was', async () => {
    const target = join(dir, 'cli.db');
    copyFileSync(inject('seededDatabase'), target);
    const bad = clone();
    product(bad, 7).installations = ['GHOST1'];
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    const before = readFileSync(target);
    const result = await cli('catalog-import.ts', 'bad.json', target);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `products[7] (${product(bad, 7).model}).installations[0]: references unknown model "GHOST1"`,
    );
    expect(result.stderr).toContain('Nothing was imported');
    expect(readFileSync(target).equals(before)).toBe(true);
  }, 30_000);

  it('refuses --demo-art, which drew pictures the demo catalogue now brings as files, and changes nothing', async () => {
    const target = join(dir, 'demo-art.db');
    copyFileSync(inject('seededDatabase'), target);
    const before = readFileSync(target);
    const refused = await cli('catalog-import.ts', seedCatalogueDir(), target, '--demo-art');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('catalog:import no longer draws demo art');
    expect(refused.stderr).toContain('pnpm catalog:generate');
    expect(readFileSync(target).equals(before)).toBe(true);
  });

  it('imports a folder into a new database and exports the same files back', async () => {
    const target = join(dir, 'fresh.db');
    // The records only: the media folder's 5,000 files are the media tests' (src/media), not this round trip's.
    const records = join(dir, 'records');
    mkdirSync(records);
    for (const file of readdirSync(seedCatalogueDir()).filter((name) => name.endsWith('.json')))
      copyFileSync(join(seedCatalogueDir(), file), join(records, file));
    const imported = await cli('catalog-import.ts', records, target);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      /^Imported .*: \d+ categories, \d+ collections, \d+ technologies, \d+ products/,
    );
    const exported = await cli('catalog-export.ts', 'exported', target);
    expect(exported.code).toBe(0);
    for (const section of ['products', 'collections', 'dealers', 'manifest']) {
      expect(readFileSync(join(dir, 'exported', `${section}.json`), 'utf8')).toBe(
        readFileSync(join(seedCatalogueDir(), `${section}.json`), 'utf8'),
      );
    }
  }, 30_000);
});

describe('search synonyms in the catalogue (issue 27)', () => {
  it('are exported with the catalogue and imported again the same, a group the brand adds included', () => {
    const catalogue = clone();
    expect(catalogue.synonyms.length).toBeGreaterThan(0);
    catalogue.synonyms.push({ words: ['geyser', 'water heater', 'गीज़र'] });
    importCatalogue(db, catalogue as unknown as Record<string, unknown>);
    // Through the files a brand edits: written out, read back, imported into a new database.
    const folder = join(dir, 'synonyms-round-trip');
    writeCatalogue(exportCatalogue(db), folder);
    const fresh = openDatabase(join(dir, 'synonyms-round-trip.db'));
    try {
      migrate(fresh);
      importCatalogue(fresh, readCatalogue(folder));
      const again = exportCatalogue(fresh);
      expect(again.synonyms).toEqual(catalogue.synonyms);
      expect(again.synonyms.at(-1)).toEqual({ words: ['geyser', 'water heater', 'गीज़र'] });
      expect(again).toEqual(catalogue);
    } finally {
      fresh.close();
      importCatalogue(db, seed as unknown as Record<string, unknown>);
    }
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a group of one word',
      { words: ['towel rail'] },
      /^synonyms\[\d+\]\.words: must hold at least two words or phrases$/,
    ],
    ['an empty word', { words: ['tap', '  '] }, /^synonyms\[\d+\]\.words\[1\]: must not be empty$/],
    [
      'a word of punctuation only',
      { words: ['tap', '--'] },
      /^synonyms\[\d+\]\.words\[1\]: must hold a letter or digit$/,
    ],
    [
      'an unknown field',
      { words: ['tap', 'nal'], weight: 2 },
      /^synonyms\[\d+\]: has unknown field\(s\) "weight"$/,
    ],
    ['words that are not a list', { words: 'tap, nal' }, /^synonyms\[\d+\]\.words: /],
  ])('refuse %s, saying which row and why, and lose nothing', (_label, row, expected) => {
    const before = exportCatalogue(db).synonyms;
    const problems = problemsOf((c) => (c.synonyms as unknown[]).push(row));
    expect(
      problems.some((problem) => expected.test(problem)),
      problems.join('\n'),
    ).toBe(true);
    expect(exportCatalogue(db).synonyms).toEqual(before);
  });
});
