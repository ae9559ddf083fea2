// The keyword index of a catalogue snapshot, made once per snapshot in memory, and the relevance score of a query
// read by catalog-core's understandSearchQuery: field weights, spelling mistakes, prefixes, word proximity, intent.
import { finishName, type ProductArea } from '@fittings/catalog-core';
import {
  editDistanceWithin,
  searchWords,
  understandSearchQuery,
  type QueryPart,
  type QueryWord,
  type SearchQuery,
} from '@fittings/catalog-core/search-vocabulary';
import type { ProductRecord } from '../catalogue/format';
import type { Snapshot } from '../catalogue/state';
import { plainName } from '../catalogue/keys';

/** How much a word found in each field counts: what a product is called outweighs what its texts mention. */
export const FIELD_WEIGHTS = {
  /** The model without dashes (`t14059pr`), so a model typed beside words ("T14059 shower") puts it first. */
  model: 20,
  name: 10,
  kind: 7,
  collection: 6,
  finish: 3,
  description: 2,
  details: 1,
} as const;
export type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];
const WEIGHTS = FIELDS.map((field) => FIELD_WEIGHTS[field]);

/** A word found: in which product, field and position. */
interface Posting {
  doc: number;
  field: number;
  position: number;
}

interface Doc {
  record: ProductRecord;
  area: ProductArea;
}

/** A snapshot's keyword index. */
export interface KeywordIndex {
  docs: Doc[];
  postings: Map<string, Posting[]>;
  /** Every indexed word, for spelling and prefix look-ups. */
  words: string[];
  /** The catalogue's words by how often products use them, for "did you mean". */
  frequency: Map<string, number>;
  /** Words looked up before, by query word (the same word recurs across the phrases visitors type). */
  matches: Map<string, WordMatch[]>;
  /** Where those query words are found, by query word. */
  hits: Map<string, Map<number, DocHits>>;
  /**
   * By length n: each indexed word's first n letters (undefined for a word not longer than n), made on first use. A
   * word being typed is checked against these starts once per distinct start, not once per catalogue word.
   */
  starts: Map<number, (string | undefined)[]>;
  /** Typed terms read before (understandSearchQuery), by term: a term is read once per snapshot, not per request. */
  queries: Map<string, SearchQuery>;
  /**
   * The products each query part finds and their scores, by the part's alternatives: while a phrase is typed, its
   * finished words come back in every new prefix (`zura hand s`, `zura hand sh`…), so they are scored once.
   */
  parts: Map<string, PartScores>;
}

/** The products a query part finds (index order of first finding) and the score of each, side by side. */
interface PartScores {
  docs: Int32Array;
  scores: Float64Array;
}

/** An indexed word matching a query word, and how well (1 exact, less for a prefix or a mistake). */
interface WordMatch {
  word: string;
  quality: number;
}

const MATCH_CACHE_SIZE = 20_000;
/** Each entry holds a word's places in the catalogue: a few hundred at most for the commonest words. */
const HITS_CACHE_SIZE = 5_000;
/** Each entry holds at most one score per product (12 bytes each): 15 MB if every part found every product. */
const PARTS_CACHE_SIZE = 2_000;

/** The texts of a product that search reads, by field. */
export function fieldTexts(record: ProductRecord, snapshot: Snapshot): Record<Field, string> {
  const category = snapshot.categories.find(
    (c) => c.area === record.area && c.slug === record.category,
  );
  const item = category?.items.find((i) => i.value === (record.type ?? record.subcategory));
  const collection = record.collection ? snapshot.collections.get(record.collection) : undefined;
  const technologies = [...record.technologies, ...record.specialFeatures].map(
    (slug) => snapshot.technologies.get(slug)?.name ?? '',
  );
  return {
    model: record.model.toLowerCase().replace(/[-./]/g, ''),
    name: plainName(record.name),
    kind: [item?.title ?? '', category?.title ?? ''].join(' '),
    collection: collection ? [record.line ?? '', plainName(collection.name)].join(' ') : '',
    finish: finishName(record.finish) ?? '',
    description: record.description,
    details: [...record.features, ...technologies.map(plainName)].join(' '),
  };
}

const indexes = new WeakMap<Snapshot, KeywordIndex>();

/**
 * The keyword index of a snapshot, made on first use and kept as long as the snapshot is (an import makes a new
 * snapshot, so a new index). Always from the English texts: the query is read into English first.
 */
export function keywordIndexOf(snapshot: Snapshot): KeywordIndex {
  let index = indexes.get(snapshot);
  if (index) return index;
  const docs: Doc[] = [];
  const postings = new Map<string, Posting[]>();
  const frequency = new Map<string, number>();
  for (const record of snapshot.products.values()) {
    const doc = docs.length;
    docs.push({ record, area: record.area });
    const texts = fieldTexts(record, snapshot);
    const seen = new Set<string>();
    FIELDS.forEach((field, f) => {
      searchWords(texts[field]).forEach((word, position) => {
        let list = postings.get(word);
        if (!list) postings.set(word, (list = []));
        list.push({ doc, field: f, position });
        if (!seen.has(word)) {
          seen.add(word);
          frequency.set(word, (frequency.get(word) ?? 0) + 1);
        }
      });
    });
  }
  index = {
    docs,
    postings,
    words: [...postings.keys()],
    frequency,
    matches: new Map(),
    hits: new Map(),
    starts: new Map(),
    queries: new Map(),
    parts: new Map(),
  };
  indexes.set(snapshot, index);
  return index;
}

/** The indexed words a query word finds: itself, words it begins (while typing), words within its spelling allowance. */
function wordMatches(index: KeywordIndex, word: QueryWord): WordMatch[] {
  const key = wordKey(word);
  const cached = index.matches.get(key);
  if (cached) return cached;
  const found: WordMatch[] = [];
  const text = word.text;
  const words = index.words;
  // A word being typed may be a misspelt start (`showr` while typing `showerhead`): the catalogue word's start one
  // letter longer and of the same length must both be one letter off. Checked once per distinct start.
  const checkStarts = word.prefix && word.typos > 0;
  const longer = checkStarts ? startsOf(index, text.length + 1) : [];
  const verdicts = new Map<string, boolean>();
  for (let i = 0; i < words.length; i++) {
    const candidate = words[i]!;
    if (candidate === text) found.push({ word: candidate, quality: 1 });
    else if (word.prefix && text.length >= 2 && candidate.startsWith(text))
      found.push({ word: candidate, quality: 0.8 });
    else if (word.typos > 0) {
      const distance = editDistanceWithin(text, candidate, word.typos);
      if (distance > 0) found.push({ word: candidate, quality: distance === 1 ? 0.7 : 0.5 });
      else if (checkStarts && candidate.length > text.length) {
        const start = longer[i]!;
        let near = verdicts.get(start);
        if (near === undefined) {
          near =
            editDistanceWithin(text, start, 1) === 1 &&
            editDistanceWithin(text, start.slice(0, -1), 1) === 1;
          verdicts.set(start, near);
        }
        if (near) found.push({ word: candidate, quality: 0.45 });
      }
    }
  }
  if (index.matches.size >= MATCH_CACHE_SIZE) index.matches.clear();
  index.matches.set(key, found);
  return found;
}

/** Each indexed word's first `length` letters, or undefined when it is not longer (see KeywordIndex.starts). */
function startsOf(index: KeywordIndex, length: number): (string | undefined)[] {
  let starts = index.starts.get(length);
  if (!starts) {
    starts = index.words.map((w) => (w.length > length - 1 ? w.slice(0, length) : undefined));
    index.starts.set(length, starts);
  }
  return starts;
}

/** A typed term read by understandSearchQuery against a snapshot's words and synonyms, once per term. */
export function readQuery(
  snapshot: Snapshot,
  term: string,
  synonyms: Snapshot['synonyms'] = snapshot.synonyms,
): SearchQuery {
  const index = keywordIndexOf(snapshot);
  const own = synonyms === snapshot.synonyms;
  let query = own ? index.queries.get(term) : undefined;
  if (!query) {
    query = understandSearchQuery(term, {
      synonyms,
      isCatalogueWord: (word) => index.postings.has(word),
    });
    if (own) {
      if (index.queries.size >= MATCH_CACHE_SIZE) index.queries.clear();
      index.queries.set(term, query);
    }
  }
  return query;
}

interface Hit {
  field: number;
  position: number;
}

/** Where a query word is found in one product: its best score there and every place it stands. */
interface DocHits {
  best: number;
  hits: Hit[];
}

/** Where a query word is found, by product; kept per index, as the same words recur across typed phrases. */
function wordHits(index: KeywordIndex, word: QueryWord): Map<number, DocHits> {
  const key = wordKey(word);
  const cached = index.hits.get(key);
  if (cached) return cached;
  const found = new Map<number, DocHits>();
  for (const match of wordMatches(index, word)) {
    for (const posting of index.postings.get(match.word) ?? []) {
      const score = WEIGHTS[posting.field]! * match.quality;
      let entry = found.get(posting.doc);
      if (!entry) found.set(posting.doc, (entry = { best: 0, hits: [] }));
      if (score > entry.best) entry.best = score;
      entry.hits.push({ field: posting.field, position: posting.position });
    }
  }
  if (index.hits.size >= HITS_CACHE_SIZE) index.hits.clear();
  index.hits.set(key, found);
  return found;
}

/** How well each product matches a phrase: every word must be found; words side by side in one field add a bonus. */
function phraseScores(index: KeywordIndex, phrase: QueryWord[]): Map<number, number> {
  const perWord = phrase.map((word) => wordHits(index, word));
  const scores = new Map<number, number>();
  const [first, ...rest] = perWord;
  if (!first) return scores;
  if (rest.length === 0) {
    for (const [doc, entry] of first) scores.set(doc, entry.best);
    return scores;
  }
  for (const [doc, entry] of first) {
    let total = entry.best;
    let previous = entry.hits;
    let ok = true;
    for (const other of rest) {
      const next = other.get(doc);
      if (!next) {
        ok = false;
        break;
      }
      const adjacent = next.hits.some((h) =>
        previous.some((p) => p.field === h.field && h.position === p.position + 1),
      );
      total += adjacent ? next.best * 1.5 : next.best;
      previous = next.hits;
    }
    if (ok) scores.set(doc, total / phrase.length);
  }
  return scores;
}

const wordKey = (word: QueryWord): string => `${word.text}|${word.typos}|${word.prefix ? 1 : 0}`;

/** The best score of each product for one part of a query, over its alternatives; kept per index (see parts). */
function partScores(index: KeywordIndex, part: QueryPart): PartScores {
  const key = part.alternatives.map((phrase) => phrase.map(wordKey).join(' ')).join('/');
  const cached = index.parts.get(key);
  if (cached) return cached;
  const best = new Map<number, number>();
  part.alternatives.forEach((phrase, i) => {
    // What was typed counts a little more than the other ways of saying it.
    const weight = i === 0 ? 1 : 0.9;
    for (const [doc, score] of phraseScores(index, phrase)) {
      const value = score * weight;
      if (value > (best.get(doc) ?? 0)) best.set(doc, value);
    }
  });
  const found: PartScores = {
    docs: Int32Array.from(best.keys()),
    scores: Float64Array.from(best.values()),
  };
  if (index.parts.size >= PARTS_CACHE_SIZE) index.parts.clear();
  index.parts.set(key, found);
  return found;
}

/** A product found by keywords, with how many of the query's parts it matched and its score. */
export interface KeywordResult {
  record: ProductRecord;
  parts: number;
  score: number;
}

/** The options of {@link keywordSearch}. */
export interface KeywordSearchOptions {
  /** The catalogue's synonym groups (catalogue data, see SynonymRecord). */
  synonyms?: Snapshot['synonyms'];
}

/**
 * Understands a typed term and scores the catalogue's products against it. Products matching every part come
 * first by score; when none does, those matching the most parts. A finish word keeps the products in that finish
 * (when any matches), a room word those of that room; a term of only a finish word gives that finish's products in
 * catalogue order.
 */
export function keywordSearch(
  snapshot: Snapshot,
  term: string,
  options: KeywordSearchOptions = {},
): { query: SearchQuery; results: KeywordResult[] } {
  const index = keywordIndexOf(snapshot);
  const query = readQuery(snapshot, term, options.synonyms);
  const totals = new Map<number, { parts: number; score: number }>();
  for (const part of query.parts) {
    const { docs, scores } = partScores(index, part);
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      const total = totals.get(doc) ?? { parts: 0, score: 0 };
      total.parts++;
      total.score += scores[i]!;
      totals.set(doc, total);
    }
  }
  let results: (KeywordResult & { doc: number })[];
  if (query.parts.length === 0) {
    results = index.docs.map((d, doc) => ({ doc, record: d.record, parts: 0, score: 0 }));
  } else {
    const most = Math.max(0, ...[...totals.values()].map((t) => t.parts));
    results = [...totals]
      .filter(([, t]) => t.parts === most && most > 0)
      .map(([doc, t]) => ({
        doc,
        record: index.docs[doc]!.record,
        parts: t.parts,
        score: t.score,
      }));
  }
  const narrow = (keep: (result: KeywordResult & { doc: number }) => boolean) => {
    const kept = results.filter(keep);
    if (kept.length > 0) results = kept;
  };
  if (query.finishes.length > 0) narrow((r) => query.finishes.includes(r.record.finish));
  if (query.areas.length > 0) narrow((r) => query.areas.includes(index.docs[r.doc]!.area));
  if (query.parts.length === 0 && query.finishes.length === 0) results = [];
  results.sort((a, b) => b.score - a.score || a.doc - b.doc);
  return { query, results };
}

/**
 * Catalogue words near what was typed, for "did you mean": each word of the query replaced by the most used
 * catalogue word within two letters of it (three for long words), or the catalogue word it begins.
 */
export function suggestWords(snapshot: Snapshot, term: string): string[] {
  const index = keywordIndexOf(snapshot);
  const words = searchWords(term).filter((word) => !/\d/.test(word));
  const suggestion: string[] = [];
  let changed = false;
  for (const word of words) {
    if (index.postings.has(word)) {
      suggestion.push(word);
      continue;
    }
    const max = word.length >= 8 ? 3 : 2;
    let best: { word: string; distance: number; count: number } | undefined;
    for (const candidate of index.words) {
      if (/\d/.test(candidate) || candidate.length < 3) continue;
      const distance = candidate.startsWith(word)
        ? 1
        : editDistanceWithin(word, candidate, Math.min(max, Math.max(1, word.length - 2)));
      if (distance < 0) continue;
      const count = index.frequency.get(candidate) ?? 0;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: candidate, distance, count };
    }
    if (best) {
      suggestion.push(best.word);
      changed = true;
    }
  }
  return changed && suggestion.length > 0 ? [suggestion.join(' ')] : [];
}
