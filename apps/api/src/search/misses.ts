// Counting the searches that found nothing, without personal data: only the normalised words and how often.
import { searchWords } from '@fittings/catalog-core/search-vocabulary';
import type { WriteStore } from '../db/writes';

/** The most distinct terms kept: a flood of random terms stops adding rows and only counts terms already seen. */
export const MAX_MISSED_TERMS = 10_000;

/** The key a missed term is counted under: its search words (lower case, plurals folded), at most 100 characters. */
export const missKey = (term: string): string => searchWords(term).join(' ').slice(0, 100);

/** Adds one to a missed term's count. */
export async function countMiss(store: WriteStore, term: string): Promise<void> {
  const key = missKey(term);
  if (key === '') return;
  const updated = await store.db
    .updateTable('search_misses')
    .set((eb) => ({ count: eb('count', '+', 1) }))
    .where('term', '=', key)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const { rows } = (await store.db
    .selectFrom('search_misses')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow()) as { rows: number | string };
  if (Number(rows) >= MAX_MISSED_TERMS) return;
  await store.db
    .insertInto('search_misses')
    .values({ term: key, count: 1 })
    .onConflict((oc) =>
      oc.column('term').doUpdateSet((eb) => ({ count: eb('search_misses.count', '+', 1) })),
    )
    .execute();
}

/** The most frequent missed terms, most frequent first. */
export async function topMisses(
  store: WriteStore,
  limit = 50,
): Promise<{ term: string; count: number }[]> {
  const rows = await store.db
    .selectFrom('search_misses')
    .select(['term', 'count'])
    .orderBy('count', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ term: row.term, count: Number(row.count) }));
}
