// Finds search candidates with prepared statements: model matches, collection matches and FTS5 keyword matches.
import type { Db } from '../db/database';
import { modelKey, nameKey } from '../catalogue/keys';

const MAX_TOKENS = 8;
const MAX_KEYWORD_CANDIDATES = 300;

/** Escapes LIKE wildcards so a term's `%` and `_` match themselves. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The words of a term as FTS5 prefix queries. Each word is quoted, so FTS5 operators and punctuation in the term
 * (quotes, `*`, `-`, `OR`, `NEAR`, SQL metacharacters) are searched for as text, never interpreted.
 */
export function ftsTokens(term: string): string[] {
  const words = term.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TOKENS).map((word) => `"${word.replace(/"/g, '""')}"*`);
}

/** Returns the models matching a term: model matches, then collection matches, then keyword matches by bm25. */
export function searchCandidates(db: Db): (term: string) => string[] {
  const byModel = db
    .prepare(
      `SELECT model FROM products WHERE model_key LIKE ? ESCAPE '\\'
       ORDER BY model_key = ? DESC, length(model_key), seq LIMIT 200`,
    )
    .pluck();
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

  return (term) => {
    const key = modelKey(term);
    const models = byModel.all(`%${likeEscape(key)}%`, key) as string[];
    if (models.length > 0) return models;
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
