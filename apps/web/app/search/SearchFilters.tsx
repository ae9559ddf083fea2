// The results page's filters (category, finish) and order (issue 39): the listing's own panel, options and sort
// select, over the categories and finishes the API counted among the designs the term found.
import { Button } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { finishName, finishesIn } from '@fittings/catalog-core';
import { useSubmit } from 'react-router';
import { useLocalize } from '../i18n/useLanguage';
import { FiltersPanel, useHydrated } from '../kit/FiltersPanel';
import { Option, OptionGroup, SortSelect } from '../listing/ListingFilters';
import type { FacetOption } from '../listing/listing';
import { searchQueryHref, type SearchQuery } from './searchQuery';
import * as styles from '../listing/ListingFilters.css';

export interface SearchFacets {
  categories: readonly { area: string; category: string; title: string; count: number }[];
  finishes: readonly FacetOption<number>[];
}

export interface SearchFiltersProps {
  term: string;
  query: SearchQuery;
  facets: SearchFacets;
  /** How many designs the filters choose (the phone's "Show N results"). */
  total: number;
  resultsId: string;
}

export function SearchFilters({ term, query, facets, total, resultsId }: SearchFiltersProps) {
  const submit = useSubmit();
  const text = useText();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const action = localize('/search-results');
  const active = query.finishes.length + (query.category ? 1 : 0);
  return (
    <FiltersPanel
      classes={styles}
      label={text.t('web.listing.filterAndSort')}
      active={active}
      action={action}
      results={{ count: total, id: resultsId }}
      clearHref={localize(searchQueryHref(term, { sort: query.sort }))}
      onChange={(event) => {
        const data = new FormData(event.currentTarget);
        for (const [key, value] of [...data.entries()]) {
          if (value === '' || (key === 'sort' && value === 'rank')) data.delete(key);
        }
        submit(data, { method: 'get', action, preventScrollReset: true });
      }}
    >
      <input type="hidden" name="term" value={term} />
      <SortSelect sort={query.sort} />
      {facets.categories.length > 1 || query.category ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text.t('web.search.category')}</legend>
          <label className={styles.option}>
            <input
              type="radio"
              name="category"
              value=""
              defaultChecked={!query.category}
              key={`all-${!query.category}`}
              className={styles.checkbox}
            />
            <span>{text.t('web.listing.all')}</span>
          </label>
          {facets.categories.map((category) => {
            const value = `${category.area}/${category.category}`;
            return (
              <Option
                key={value}
                type="radio"
                name="category"
                value={value}
                count={category.count}
                chosen={query.category === value}
                label={category.title}
              />
            );
          })}
        </fieldset>
      ) : null}
      <OptionGroup
        legend={text.t('web.listing.finish')}
        name="finish"
        options={facets.finishes}
        chosen={query.finishes}
        label={(finish) => finishName(finish.value, finishesIn(text)) ?? finish.label}
      />
      {hydrated ? null : (
        <Button type="submit" tone="secondary" size="small">
          {text.t('web.listing.apply')}
        </Button>
      )}
    </FiltersPanel>
  );
}
