// Finds search candidates: model matches, part codes, collection matches (a prepared statement) and keyword matches.
import type { Db } from '../db/database';
import { modelKey } from '@fittings/catalog-core';
import { nameKey } from '../catalogue/keys';
import type { Snapshot } from '../catalogue/state';
import { looksLikePartCode } from '@fittings/catalog-core/parts';
import { modelsFittingPart } from '../parts/lookup';
import { keywordSearch } from './keywords';

const MAX_KEYWORD_CANDIDATES = 300;

const MAX_MODEL_MATCHES = 200;

/** How many terms' candidates are kept per snapshot: a few MB at most (each list up to 300 model strings, shared). */
const CANDIDATE_MEMO_SIZE = 5_000;

interface ModelKey {
  model: string;
  key: string;
  /** The key without dashes. */
  compact: string;
  seq: number;
}

const compact = (key: string): string => key.replace(/[-./]/g, '');

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
        compact: compact(modelKey(record.model)),
        seq,
      }));
      bySnapshot.set(snapshot, keys);
    }
    return keys;
  };
})();

/**
 * Models whose key contains the term's: the exact model first, then shorter keys, then catalogue order. When none
 * does, the same without dashes, so a model typed `t35691pn` or `rp-50587` still finds T35691-PN and RP50587.
 */
export function modelMatches(snapshot: Snapshot, key: string): string[] {
  if (key === '') return [];
  const keys = modelKeysOf(snapshot);
  let wanted = key;
  let keyOf = (entry: ModelKey) => entry.key;
  let found = keys.filter((entry) => entry.key.includes(key));
  if (found.length === 0 && /\d/.test(key)) {
    wanted = compact(key);
    keyOf = (entry) => entry.compact;
    found = wanted.length >= 3 ? keys.filter((entry) => entry.compact.includes(wanted)) : [];
  }
  found.sort(
    (a, b) =>
      Number(keyOf(b) === wanted) - Number(keyOf(a) === wanted) ||
      keyOf(a).length - keyOf(b).length ||
      a.seq - b.seq,
  );
  return found.slice(0, MAX_MODEL_MATCHES).map((entry) => entry.model);
}

/**
 * Returns the models matching a term: model matches (in memory, from the snapshot the records come from), then the
 * products a part code fits, then collection matches, then keyword matches by relevance (see keywords.ts).
 */
export function searchCandidates(db: Db): (term: string, snapshot: Snapshot) => string[] {
  const byCollection = db
    .prepare('SELECT model FROM products WHERE collection_key = ? OR viewable_key = ? ORDER BY seq')
    .pluck();

  // The same term comes back in other forms of request (the dialog's 3, then the results page's 100, another language,
  // a new cache-busting URL): its candidates are found once per snapshot, at most CANDIDATE_MEMO_SIZE terms each.
  const memo = new WeakMap<Snapshot, Map<string, string[]>>();
  return (term, snapshot) => {
    let known = memo.get(snapshot);
    if (!known) memo.set(snapshot, (known = new Map()));
    let models = known.get(term);
    if (!models) {
      models = find(term, snapshot);
      if (known.size >= CANDIDATE_MEMO_SIZE) known.clear();
      known.set(term, models);
    }
    return models;
  };

  function find(term: string, snapshot: Snapshot): string[] {
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
    if (inCollection.length > 0) return inCollection;
    return keywordSearch(snapshot, term)
      .results.slice(0, MAX_KEYWORD_CANDIDATES)
      .map((result) => result.record.model);
  }
}
