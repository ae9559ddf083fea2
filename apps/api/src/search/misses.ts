// Counting the searches that found nothing, without personal data: only the normalised words, how often, and the day
// last searched. A visitor who types a phone number, an Aadhaar or a PAN into the search box (or pastes one) leaves
// no trace of it: runs of digits that could be one are taken out before the words are counted, and a term not
// searched again within MISS_MAX_AGE_DAYS is forgotten.
import { searchWords } from '@fittings/catalog-core/search-vocabulary';
import type { WriteStore } from '../db/writes';

/** The most distinct terms kept: a flood of random terms stops adding rows and only counts terms already seen. */
export const MAX_MISSED_TERMS = 10_000;
/** Days a missed term is kept after it was last searched. */
export const MISS_MAX_AGE_DAYS = 90;

/** A run of digits (spaces, dots, dashes, slashes and brackets between them) holding 6 or more: a phone, an Aadhaar
 * (12, often as 4 4 4), a PIN code, an account or card number. No product code of the catalogue has that many. */
const DIGIT_RUN = /\+?\d[\d\s().\-/]*\d/g;
/** A PAN: five letters, four digits, a letter. */
const PAN = /\b[a-z]{5}\d{4}[a-z]\b/gi;

/** The term with what could be a phone, Aadhaar or PAN number taken out. */
export const withoutNumbers = (term: string): string =>
  term
    .replace(PAN, ' ')
    .replace(DIGIT_RUN, (run) => (run.replace(/\D/g, '').length >= 6 ? ' ' : run));

/** The key a missed term is counted under: its search words (lower case, plurals folded), at most 100 characters. */
export const missKey = (term: string): string =>
  searchWords(withoutNumbers(term)).join(' ').slice(0, 100);

const dayOf = (time: Date): string => time.toISOString().slice(0, 10);
const cutoffOf = (now: Date): string =>
  dayOf(new Date(now.getTime() - MISS_MAX_AGE_DAYS * 86_400_000));

/** Removes the terms not searched within the age limit. */
export async function forgetOldMisses(store: WriteStore, now = new Date()): Promise<void> {
  await store.db.deleteFrom('search_misses').where('last_seen', '<', cutoffOf(now)).execute();
}

/** Adds one to a missed term's count. */
export async function countMiss(store: WriteStore, term: string, now = new Date()): Promise<void> {
  const key = missKey(term);
  if (key === '') return;
  const today = dayOf(now);
  const updated = await store.db
    .updateTable('search_misses')
    .set((eb) => ({ count: eb('count', '+', 1), last_seen: today }))
    .where('term', '=', key)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  // A new term: the old ones go first, so the bound counts recent terms only.
  await forgetOldMisses(store, now);
  const { rows } = (await store.db
    .selectFrom('search_misses')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow()) as { rows: number | string };
  if (Number(rows) >= MAX_MISSED_TERMS) return;
  await store.db
    .insertInto('search_misses')
    .values({ term: key, count: 1, last_seen: today })
    .onConflict((oc) =>
      oc.column('term').doUpdateSet((eb) => ({
        count: eb('search_misses.count', '+', 1),
        last_seen: today,
      })),
    )
    .execute();
}

/** The most frequent missed terms searched within the age limit, most frequent first. */
export async function topMisses(
  store: WriteStore,
  limit = 50,
  now = new Date(),
): Promise<{ term: string; count: number }[]> {
  const rows = await store.db
    .selectFrom('search_misses')
    .select(['term', 'count'])
    .where('last_seen', '>=', cutoffOf(now))
    .orderBy('count', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ term: row.term, count: Number(row.count) }));
}
