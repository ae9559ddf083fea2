// Finds search candidates with prepared statements: model matches, collection matches and FTS5 keyword matches.
import type { Db } from '../db/database';
import { modelKey } from '@fittings/catalog-core';
import { nameKey } from '../catalogue/keys';
import type { Snapshot } from '../catalogue/state';
import { looksLikePartCode } from '@fittings/catalog-core/parts';
import { modelsFittingPart } from '../parts/lookup';

const MAX_TOKENS = 8;
const MAX_KEYWORD_CANDIDATES = 300;

const MAX_MODEL_MATCHES = 200;

interface ModelKey {
  model: string;
  key: string;
  seq: number;
}

/**
 * The model keys of a snapshot in catalogue order, made once per catalogue. Matching models inside a term is an
 * infix match no index can serve; over these few hundred short strings in memory it is four times quicker than
 * the same `LIKE '%…%'` scan in SQLite, and it was the costliest step of a search.
 */
const modelKeysOf = (() => {
  const bySnapshot = new WeakMap<Snapshot, ModelKey[]>();
  return (snapshot: Snapshot): ModelKey[] => {
    let keys = bySnapshot.get(snapshot);
    if (!keys) {
      keys = [...snapshot.products.values()].map((record, seq) => ({
        model: record.model,
        key: modelKey(record.model),
        seq,
      }));
      bySnapshot.set(snapshot, keys);
    }
    return keys;
  };
})();

/** Models whose key contains the term's: the exact model first, then shorter keys, then catalogue order. */
export function modelMatches(snapshot: Snapshot, key: string): string[] {
  if (key === '') return [];
  const found = modelKeysOf(snapshot).filter((entry) => entry.key.includes(key));
  found.sort(
    (a, b) =>
      Number(b.key === key) - Number(a.key === key) || a.key.length - b.key.length || a.seq - b.seq,
  );
  return found.slice(0, MAX_MODEL_MATCHES).map((entry) => entry.model);
}

/**
 * The words of a term as FTS5 prefix queries. Each word is quoted, so FTS5 operators and punctuation in the term
 * (quotes, `*`, `-`, `OR`, `NEAR`, SQL metacharacters) are searched for as text, never interpreted.
 */
export function ftsTokens(term: string): string[] {
  const words = term.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TOKENS).map((word) => `"${word.replace(/"/g, '""')}"*`);
}

/**
 * Returns the models matching a term: model matches (in memory, from the snapshot the records come from), then
 * collection matches, then keyword matches by bm25.
 */
export function searchCandidates(db: Db): (term: string, snapshot: Snapshot) => string[] {
  const byCollection = db
    .prepare('SELECT model FROM products WHERE collection_key = ? OR viewable_key = ? ORDER BY seq')
    .pluck();
  // Column weights: model, name, description, collection, category, type, features, finishes.
  const byKeywords = db
    .prepare(
      `SELECT p.model FROM products_fts JOIN products p ON p.rowid = products_fts.rowid
       WHERE products_fts MATCH ?
       ORDER BY bm25(products_fts, 10.0, 6.0, 1.0, 4.0, 2.0, 4.0, 1.5, 3.0), p.seq
       LIMIT ${MAX_KEYWORD_CANDIDATES}`,
    )
    .pluck();

  return (term, snapshot) => {
    const models = modelMatches(snapshot, modelKey(term));
    if (models.length > 0) return models;
    // A part's code (typed from a cartridge's bag, say) finds the products it fits; the ranking rules then see no
    // model or collection match and keep this order.
    if (looksLikePartCode(term)) {
      const fitting = modelsFittingPart(snapshot, term);
      if (fitting.length > 0) return fitting;
    }
    const collection = nameKey(term);
    const inCollection = byCollection.all(collection, collection) as string[];
    const tokens = ftsTokens(term);
    if (tokens.length === 0) return inCollection;
    let keywords = byKeywords.all(tokens.join(' ')) as string[];
    if (keywords.length === 0 && tokens.length > 1)
      keywords = byKeywords.all(tokens.join(' OR ')) as string[];
    return [...inCollection, ...keywords];
  };
}
