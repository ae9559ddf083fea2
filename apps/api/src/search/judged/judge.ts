// Scores search against the judged query set: the share of queries whose first 3 (and first 10) results hold what a
// person typing them wants, and the mean reciprocal rank of the first such result.
import type { ProductRecord } from '../../catalogue/format';
import judgedQueries from './queries.json';

/** What a wanted product is: every field given must hold. */
export interface Wanted {
  model?: string;
  family?: string;
  /** The product's type or subcategory slug, any of these. */
  type?: string[];
  category?: string[];
  area?: string;
  collection?: string;
  finish?: number[];
}

/** A query as people in India type it, and what must be among its first 3 and first 10 results. */
export interface Judgement {
  kind: string;
  q: string;
  top3: Wanted;
  /** Defaults to top3. */
  top10?: Wanted;
}

export const JUDGED_QUERIES: readonly Judgement[] = judgedQueries as Judgement[];

export const isWanted = (record: ProductRecord, wanted: Wanted): boolean =>
  (wanted.model === undefined || record.model === wanted.model) &&
  (wanted.family === undefined || record.family === wanted.family) &&
  (wanted.type === undefined || wanted.type.includes(record.type ?? record.subcategory ?? '')) &&
  (wanted.category === undefined || wanted.category.includes(record.category)) &&
  (wanted.area === undefined || record.area === wanted.area) &&
  (wanted.collection === undefined || record.collection === wanted.collection) &&
  (wanted.finish === undefined || wanted.finish.includes(record.finish));

/** How one query fared. */
export interface Verdict {
  judgement: Judgement;
  /** The models answered, best first (at most 10). */
  models: string[];
  /** 1-based rank of the first wanted result within 10, or 0. */
  rank: number;
  top3: boolean;
  top10: boolean;
}

/** The figures of a run over the judged set. */
export interface JudgedFigures {
  queries: number;
  shareTop3: number;
  shareTop10: number;
  meanReciprocalRank: number;
  byKind: Record<string, { queries: number; shareTop3: number }>;
  verdicts: Verdict[];
}

/**
 * Runs every judged query through `search` (the first 10 models it answers) and scores the answers against the
 * catalogue's records.
 */
export async function judgeSearch(
  search: (term: string) => Promise<string[]>,
  products: ReadonlyMap<string, ProductRecord>,
  queries: readonly Judgement[] = JUDGED_QUERIES,
): Promise<JudgedFigures> {
  const verdicts: Verdict[] = [];
  for (const judgement of queries) {
    const models = (await search(judgement.q)).slice(0, 10);
    const records = models.map((model) => products.get(model));
    const index = records.findIndex((r) => r !== undefined && isWanted(r, judgement.top3));
    const wanted10 = judgement.top10 ?? judgement.top3;
    verdicts.push({
      judgement,
      models,
      rank: index + 1,
      top3: index >= 0 && index < 3,
      top10: records.some((r) => r !== undefined && isWanted(r, wanted10)),
    });
  }
  const share = (list: Verdict[], pick: (v: Verdict) => boolean) =>
    list.length === 0 ? 0 : list.filter(pick).length / list.length;
  const byKind: JudgedFigures['byKind'] = {};
  for (const kind of new Set(queries.map((q) => q.kind))) {
    const list = verdicts.filter((v) => v.judgement.kind === kind);
    byKind[kind] = { queries: list.length, shareTop3: share(list, (v) => v.top3) };
  }
  return {
    queries: verdicts.length,
    shareTop3: share(verdicts, (v) => v.top3),
    shareTop10: share(verdicts, (v) => v.top10),
    meanReciprocalRank:
      verdicts.reduce((sum, v) => sum + (v.rank > 0 ? 1 / v.rank : 0), 0) / verdicts.length,
    byKind,
    verdicts,
  };
}
