// The product listing behind every filter endpoint: filters, facet counts and sorting in SQL. The routes gather the
// sorted products into designs (catalog-core's groupDesigns) and page those.
import { finishName, LOW_PRESSURE_BAR, styleName } from '@fittings/catalog-core';
import type { Snapshot } from '../catalogue/state';
import type { Db } from '../db/database';
import type { Statement } from 'better-sqlite3';

export const SORTS = [
  'rank',
  'name-asc',
  'name-desc',
  'model-asc',
  'model-desc',
  'newest',
] as const;
export type Sort = (typeof SORTS)[number];

const ORDER_BY: Record<Sort, string> = {
  rank: 'area, category_rank, subcategory_rank, rank, seq',
  'name-asc': 'name_key, model',
  'name-desc': 'name_key DESC, model',
  'model-asc': 'model',
  'model-desc': 'model DESC',
  newest: 'new_launch DESC, coming_soon DESC, area, category_rank, subcategory_rank, rank, seq',
};

/** The filters of a listing; every list is "any of". */
export interface ListingFilters {
  area?: 'bathroom' | 'kitchen' | undefined;
  category?: string[] | undefined;
  type?: string[] | undefined;
  subcategory?: string[] | undefined;
  collection?: string[] | undefined;
  finish?: number[] | undefined;
  style?: number[] | undefined;
  waterwise?: boolean | undefined;
  newLaunch?: boolean | undefined;
  marketplace?: boolean | undefined;
  /** Products with any of these technologies or special features. */
  technology?: string[] | undefined;
  /** Works on low pressure (catalog-core's `worksOnLowPressure`); products that take no water match neither. */
  lowPressure?: boolean | undefined;
  /** Made for hard water; products that touch no water match neither. */
  hardWater?: boolean | undefined;
}

export interface ListingRequest {
  filters: ListingFilters;
  sort: Sort;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface Facets {
  areas: FacetValue[];
  categories: FacetValue[];
  types: FacetValue[];
  subcategories: FacetValue[];
  collections: FacetValue[];
  finishes: FacetValue[];
  styles: FacetValue[];
  waterwise: FacetValue[];
  lowPressure: FacetValue[];
  hardWater: FacetValue[];
}

export interface ListingResult {
  /** Every matching model in the requested order. */
  models: string[];
  /** Facet counts are designs (a family is one design in several finishes), as the cards are. */
  facets: Facets;
}

type FacetName = keyof Facets;
const BOOLEAN_FACETS = new Set<FacetName>(['waterwise', 'lowPressure', 'hardWater']);

// The home-fit facts live in the product's record (JSON); about 1,300 rows make reading them in place cheap, and it
// spares a migration. A fact that does not apply is JSON null, so it matches neither true nor false.
const LOW_PRESSURE_SQL = `(json_extract(record, '$.fit.minPressureBar') <= ${LOW_PRESSURE_BAR})`;
const HARD_WATER_SQL = `json_extract(record, '$.fit.hardWater')`;

const FACET_COLUMNS: Record<FacetName, string> = {
  areas: 'area',
  categories: 'category',
  types: 'type',
  subcategories: 'subcategory',
  collections: 'collection_slug',
  finishes: 'finish_code',
  styles: 'style_code',
  waterwise: 'waterwise',
  lowPressure: LOW_PRESSURE_SQL,
  hardWater: HARD_WATER_SQL,
};

/** The filter each facet ignores when counting, so a facet shows the other choices still open. */
const FACET_FILTER: Record<FacetName, keyof ListingFilters> = {
  areas: 'area',
  categories: 'category',
  types: 'type',
  subcategories: 'subcategory',
  collections: 'collection',
  finishes: 'finish',
  styles: 'style',
  waterwise: 'waterwise',
  lowPressure: 'lowPressure',
  hardWater: 'hardWater',
};

function where(
  filters: ListingFilters,
  skip?: keyof ListingFilters,
): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const anyOf = (
    column: string,
    values: readonly unknown[] | undefined,
    key: keyof ListingFilters,
  ) => {
    if (!values || values.length === 0 || key === skip) return;
    clauses.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  const flag = (column: string, value: boolean | undefined, key: keyof ListingFilters) => {
    if (value === undefined || key === skip) return;
    clauses.push(`${column} = ?`);
    params.push(value ? 1 : 0);
  };
  if (filters.area && skip !== 'area') {
    clauses.push('area = ?');
    params.push(filters.area);
  }
  anyOf('category', filters.category, 'category');
  anyOf('type', filters.type, 'type');
  anyOf('subcategory', filters.subcategory, 'subcategory');
  anyOf('collection_slug', filters.collection, 'collection');
  anyOf('finish_code', filters.finish, 'finish');
  anyOf('style_code', filters.style, 'style');
  flag('waterwise', filters.waterwise, 'waterwise');
  flag('new_launch', filters.newLaunch, 'newLaunch');
  flag('has_marketplace', filters.marketplace, 'marketplace');
  flag(LOW_PRESSURE_SQL, filters.lowPressure, 'lowPressure');
  flag(HARD_WATER_SQL, filters.hardWater, 'hardWater');
  if (filters.technology && filters.technology.length > 0) {
    clauses.push(
      `model IN (SELECT model FROM product_technologies WHERE technology IN (${filters.technology.map(() => '?').join(', ')}))`,
    );
    params.push(...filters.technology);
  }
  return {
    sql: clauses.length > 0 ? `WHERE ${clauses.map((c) => `(${c})`).join(' AND ')}` : '',
    params,
  };
}

/** Runs listings with prepared statements, one per distinct shape of filter, kept for reuse. */
export function createListingQuery(db: Db) {
  const statements = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size < 500) statements.set(sql, statement);
    }
    return statement;
  };

  return (request: ListingRequest, snapshot: Snapshot): ListingResult => {
    const filter = where(request.filters);
    // All of them, not one page: a page is a page of designs, and a design's products may be far apart in the order.
    const models = prepare(
      `SELECT model FROM products ${filter.sql} ORDER BY ${ORDER_BY[request.sort]}`,
    )
      .pluck()
      .all(...filter.params) as string[];

    const categoryTitles = new Map<string, string>();
    const itemTitles = new Map<string, string>();
    for (const category of snapshot.categories) {
      // Both areas have "accessories", with the same title; the first one names the facet value.
      if (!categoryTitles.has(category.slug)) categoryTitles.set(category.slug, category.title);
      for (const item of category.items) itemTitles.set(item.value, item.title);
    }
    const label = (facet: FacetName, value: string): string => {
      switch (facet) {
        case 'areas':
          return value === 'kitchen' ? 'Kitchen' : 'Bathroom';
        case 'categories':
          return categoryTitles.get(value) ?? value;
        case 'types':
        case 'subcategories':
          return itemTitles.get(value) ?? value;
        case 'collections': {
          const collection = snapshot.collections.get(value);
          return collection?.name ?? value;
        }
        case 'finishes':
          return finishName(Number(value)) ?? 'No finish';
        case 'styles':
          return styleName(Number(value)) ?? value;
        case 'waterwise':
          return value === '1' ? 'Waterwise' : 'Not waterwise';
        case 'lowPressure':
          return value === '1'
            ? `Works on low pressure (${LOW_PRESSURE_BAR} bar or less)`
            : `Needs more than ${LOW_PRESSURE_BAR} bar`;
        case 'hardWater':
          return value === '1' ? 'For hard water' : 'Needs descaling in hard water';
      }
    };
    const facets = Object.fromEntries(
      (Object.keys(FACET_COLUMNS) as FacetName[]).map((facet) => {
        const column = FACET_COLUMNS[facet];
        const scoped = where(request.filters, FACET_FILTER[facet]);
        const rows = prepare(
          `SELECT ${column} AS value, count(DISTINCT family) AS count FROM products ${scoped.sql}
           ${scoped.sql ? 'AND' : 'WHERE'} ${column} IS NOT NULL GROUP BY ${column} ORDER BY min(area), min(category_rank), min(subcategory_rank), ${column}`,
        ).all(...scoped.params) as { value: string | number; count: number }[];
        return [
          facet,
          rows.map((row) => ({
            value: BOOLEAN_FACETS.has(facet)
              ? row.value === 1
                ? 'true'
                : 'false'
              : String(row.value),
            label: label(facet, String(row.value)),
            count: row.count,
          })),
        ];
      }),
    ) as unknown as Facets;
    return { models, facets };
  };
}
