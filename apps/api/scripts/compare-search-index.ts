// Measures the keyword index against MiniSearch on the same catalogue and the same typed terms (issue 27): build
// time, memory, per-query time and the judged set's first-3 share. Not part of `pnpm test` and MiniSearch is not a
// dependency: install it anywhere and point at it, then run from apps/api over a seeded database:
//   npm install --prefix /tmp/ms minisearch@7.2.0
//   MINISEARCH=/tmp/ms/node_modules/minisearch pnpm exec tsx scripts/compare-search-index.ts [database] [terms]
// Both engines get the same query understanding (typos by word length, prefixes, synonyms, compounds, finish and
// room words) and the same steps around them (models, part codes, collections first; one card per design after).
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { modelKey, type ProductArea } from '@fittings/catalog-core';
import { looksLikePartCode } from '@fittings/catalog-core/parts';
import {
  catalogueSearchTerm,
  searchWords,
  type QueryWord,
} from '@fittings/catalog-core/search-vocabulary';
import { openDatabase } from '../src/db/database';
import { CatalogueState } from '../src/catalogue/state';
import { nameKey } from '../src/catalogue/keys';
import type { ProductRecord } from '../src/catalogue/format';
import { modelsFittingPart } from '../src/parts/lookup';
import { modelMatches } from '../src/search/candidates';
import {
  FIELD_WEIGHTS,
  fieldTexts,
  keywordIndexOf,
  keywordSearch,
  readQuery,
  type Field,
} from '../src/search/keywords';
import { JUDGED_QUERIES, judgeSearch } from '../src/search/judged/judge';

// The typed terms of `pnpm bench` (apps/web/scripts/typedTerms.mjs), read as a file of tools: no app code is shared.
const { typedTerms } = (await import(
  new URL('../../web/scripts/typedTerms.mjs', import.meta.url).href
)) as { typedTerms: (items: object[], options: { count: number }) => string[] };

const [database = '.data/catalogue.db', count = '3000'] = process.argv.slice(2);
const TERMS = Number(count);
interface MiniSearchLike {
  addAll(docs: object[]): void;
  search(query: unknown, options?: object): { id: number; score: number }[];
}
type MiniSearchClass = new (options: object) => MiniSearchLike;
const MiniSearch = createRequire(import.meta.url)(
  process.env.MINISEARCH ?? 'minisearch',
) as MiniSearchClass;

const db = openDatabase(database, { readonly: true });
const snapshot = new CatalogueState(db).snapshot;
const records = [...snapshot.products.values()];
const byCollection = db
  .prepare('SELECT model FROM products WHERE collection_key = ? OR viewable_key = ? ORDER BY seq')
  .pluck();
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

const heap = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed;
};

/** Each engine's keyword step: the catalogue's records matching a read term, best first. */
type Engine = (term: string) => ProductRecord[];

function buildOwn(): Engine {
  return (term) => keywordSearch(snapshot, term).results.map((r) => r.record);
}

function buildMiniSearch(): Engine {
  const mini = new MiniSearch({
    fields: FIELDS,
    idField: 'id',
    tokenize: (text: string) => searchWords(text),
    processTerm: (word: string) => word,
    searchOptions: { boost: FIELD_WEIGHTS },
  });
  mini.addAll(records.map((record, id) => ({ id, ...fieldTexts(record, snapshot) })));
  const leaf = (word: QueryWord) => ({
    queries: [word.text],
    prefix: word.prefix,
    fuzzy: word.typos > 0 ? word.typos : false,
    weights: { fuzzy: 0.6, prefix: 0.8 },
  });
  return (term) => {
    const query = readQuery(snapshot, term);
    const tree = (combineWith: 'AND' | 'OR') => ({
      combineWith,
      queries: query.parts.map((part) => ({
        combineWith: 'OR',
        queries: part.alternatives.map((phrase) => ({
          combineWith: 'AND',
          queries: phrase.map(leaf),
        })),
      })),
    });
    let hits = query.parts.length > 0 ? mini.search(tree('AND')) : [];
    if (hits.length === 0 && query.parts.length > 1) hits = mini.search(tree('OR'));
    let found = hits.map((hit) => records[hit.id]!);
    if (query.parts.length === 0 && query.finishes.length > 0) found = records;
    const narrow = (keep: (r: ProductRecord) => boolean) => {
      const kept = found.filter(keep);
      if (kept.length > 0) found = kept;
    };
    if (query.finishes.length > 0) narrow((r) => query.finishes.includes(r.finish));
    if (query.areas.length > 0) narrow((r) => query.areas.includes(r.area as ProductArea));
    return found;
  };
}

/** The steps around the keyword step, as the API takes them, then one card per design. */
const designs =
  (engine: Engine) =>
  (typed: string): string[] => {
    const term = catalogueSearchTerm(typed.trim());
    let models = modelMatches(snapshot, modelKey(term));
    if (models.length === 0 && looksLikePartCode(term)) models = modelsFittingPart(snapshot, term);
    if (models.length === 0) models = byCollection.all(nameKey(term), nameKey(term)) as string[];
    let found = models.map((m) => snapshot.products.get(m)!);
    if (found.length === 0) found = engine(term).slice(0, 300);
    const wanted = new Set(readQuery(snapshot, term).finishes);
    const byFamily = new Map<string, ProductRecord>();
    for (const record of found) {
      const shown = byFamily.get(record.family);
      if (!shown || (!wanted.has(shown.finish) && wanted.has(record.finish)))
        byFamily.set(record.family, record);
    }
    return [...byFamily.values()].slice(0, 10).map((r) => r.model);
  };

const items = records.map((r) => ({ ...r, url: r.slug }));
const terms = typedTerms(items, { count: TERMS * 2 });
const products = new Map(records.map((r) => [r.model, r]));
console.log(`${records.length} products, ${TERMS} typed terms, load ${loadavg()[0].toFixed(1)}`);
console.log('| index | build | heap | per typed term (mean / p99) | judged first 3 | MRR |');
/** Builds an engine's index three times over fresh copies of the snapshot: the quickest build, the first's heap. */
const kept: unknown[] = [];
const measureBuild = (build: (s: typeof snapshot) => unknown) => {
  let best = Infinity;
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const copy = { ...snapshot };
    const before = heap();
    const started = performance.now();
    kept.push(build(copy));
    best = Math.min(best, performance.now() - started);
    // The first build's growth: later copies share what the first left behind (text caches, compiled code).
    if (i === 0) bytes = heap() - before;
    kept.length = 0;
  }
  return { best, bytes };
};
const engines = [
  {
    name: 'keyword index (ours)',
    build: measureBuild((s) => keywordIndexOf(s)),
    search: designs(buildOwn()),
    times: [] as number[],
  },
  {
    name: 'MiniSearch 7.2',
    build: measureBuild(() => buildMiniSearch()),
    search: designs(buildMiniSearch()),
    times: [] as number[],
  },
];
// Warmed on other terms; then each timed term asked of both, in turn first, so load hits both alike.
for (const term of terms.slice(TERMS, TERMS + 500)) for (const e of engines) e.search(term);
terms.slice(0, TERMS).forEach((term, i) => {
  for (const e of i % 2 ? [...engines].reverse() : engines) {
    const s = performance.now();
    e.search(term);
    e.times.push(performance.now() - s);
  }
});
for (const e of engines) {
  const times = e.times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p99 = times[Math.floor(times.length * 0.99)]!;
  const judged = await judgeSearch(async (term) => e.search(term), products);
  console.log(
    `| ${e.name} | ${e.build.best.toFixed(0)} ms | ${(e.build.bytes / 1e6).toFixed(1)} MB | ${mean.toFixed(3)} / ${p99.toFixed(2)} ms | ${(judged.shareTop3 * 100).toFixed(1)} % | ${judged.meanReciprocalRank.toFixed(3)} |`,
  );
}
console.log(`${JUDGED_QUERIES.length} judged queries`);
