// The listing's filters (type or subcategory, finish, style, waterwise) and sort, as one GET form: the URL holds the state, so reload,
// sharing and the back button all keep it. With JavaScript every change applies at once; without, "Apply" does.
import { Button } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { finishName, finishesIn, type ProductArea } from '@fittings/catalog-core';
import { styleLabel } from '../i18n/styleLabel';
import { useSubmit } from 'react-router';
import {
  listingSearch,
  sortOptions,
  type FacetOption,
  type ListingQuery,
  type ListingResult,
  type ListingSort,
} from './listing';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { useLocalize } from '../i18n/useLanguage';
import { FiltersPanel, useHydrated } from '../kit/FiltersPanel';
import * as styles from './ListingFilters.css';

export interface ListingFiltersProps {
  area: ProductArea;
  query: ListingQuery;
  listing: ListingResult;
  /** The id of the element holding the results (the phone's "Show N results" scrolls to it). */
  resultsId: string;
}

/**
 * An option that would show nothing cannot be chosen (its 0 still read out with its name), unless it is applied:
 * then it stays, so the visitor can take it back.
 */
const isEmpty = (count: number, applied: boolean) => count === 0 && !applied;
const optionClass = (count: number, applied: boolean) =>
  isEmpty(count, applied) ? `${styles.option} ${styles.optionEmpty}` : styles.option;

export function ListingFilters({ area, query, listing, resultsId }: ListingFiltersProps) {
  const submit = useSubmit();
  const text = useText();
  // The type options carry the English menu titles; the page shows the titles of its own language's menu.
  const menuItems =
    categoryMenusInLanguages[text.language][area].find((c) => c.route === query.category)?.items ??
    [];
  const kindLabel = (value: string, label: string) =>
    menuItems.find((item) => item.queryValue === value)?.title ?? label;
  // The form answers with the listing in the page's language, with JavaScript and without.
  const localize = useLocalize();
  const action = localize(`/filter/${area}`);
  // "Clear" keeps the category, type or subcategory (the menu entry) and the order; it takes off every filter.
  const clearHref = localize(
    `/filter/${area}${listingSearch({ ...query, finishes: [], styles: [], waterwise: false, lowPressure: false, hardWater: false, page: 1 })}`,
  );
  const hydrated = useHydrated();
  const activeCount =
    query.finishes.length +
    query.styles.length +
    [query.waterwise, query.lowPressure, query.hardWater].filter(Boolean).length;
  const kinds = listing.kinds;
  const chosenKind = kinds?.param === 'type' ? query.type : query.subcategory;

  return (
    <FiltersPanel
      classes={styles}
      label={text.t('web.listing.filterAndSort')}
      active={activeCount}
      action={action}
      results={{ count: listing.total, id: resultsId }}
      clearHref={clearHref}
      onChange={(event) => {
        // "All" sends an empty type; leaving it out keeps the URL the one the menus link to.
        const data = new FormData(event.currentTarget);
        for (const [key, value] of [...data.entries()]) {
          if (value === '') data.delete(key);
        }
        submit(data, { method: 'get', action, preventScrollReset: true });
      }}
    >
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.type && kinds?.param !== 'type' ? (
        <input type="hidden" name="type" value={query.type} />
      ) : null}
      {query.subcategory && kinds?.param !== 'subcategory' ? (
        <input type="hidden" name="subcategory" value={query.subcategory} />
      ) : null}

      {kinds ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text.t('web.listing.type')}</legend>
          <label className={styles.option}>
            <input
              type="radio"
              name={kinds.param}
              value=""
              defaultChecked={!chosenKind}
              key={`all-${!chosenKind}`}
              className={styles.checkbox}
            />
            <span>{text.t('web.listing.all')}</span>
          </label>
          {kinds.options.map((option) => (
            <Option
              key={option.value}
              type="radio"
              name={kinds.param}
              value={option.value}
              count={option.count}
              chosen={chosenKind === option.value}
              label={kindLabel(option.value, option.label)}
            />
          ))}
        </fieldset>
      ) : null}

      <SortSelect sort={query.sort} />

      <OptionGroup
        legend={text.t('web.listing.finish')}
        name="finish"
        options={listing.finishes}
        chosen={query.finishes}
        label={(finish) => finishName(finish.value, finishesIn(text)) ?? finish.label}
      />

      <OptionGroup
        legend={text.t('web.listing.style')}
        name="style"
        options={listing.styles}
        chosen={query.styles}
        label={(style) => styleLabel(style.value, style.label, text)}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.t('web.listing.waterSaving')}</legend>
        <Option
          name="waterwise"
          value="1"
          count={listing.waterwiseCount}
          chosen={query.waterwise}
          label={text.t('web.listing.waterwiseOnly')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.t('web.listing.yourHome')}</legend>
        <Option
          name="lowPressure"
          value="1"
          count={listing.lowPressureCount}
          chosen={query.lowPressure}
          label={text.t('web.listing.lowPressure')}
        />
        <Option
          name="hardWater"
          value="1"
          count={listing.hardWaterCount}
          chosen={query.hardWater}
          label={text.t('web.listing.hardWater')}
        />
      </fieldset>

      {hydrated ? null : (
        <Button type="submit" tone="secondary" size="small">
          {text.t('web.listing.apply')}
        </Button>
      )}
    </FiltersPanel>
  );
}

/** The order of the products: the listing's and the search results' (issue 39) one select. */
export function SortSelect({ sort }: { sort: ListingSort }) {
  const text = useText();
  return (
    <label className={styles.group}>
      <span className={styles.legend}>{text.t('web.listing.sortBy')}</span>
      <select name="sort" defaultValue={sort} className={styles.select} key={sort}>
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {text.t(`web.listing.sort.${option.value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A group of options, left out when the listing has none; the search results' filters use it too. */
export function OptionGroup<T extends string | number>({
  legend,
  name,
  options,
  chosen,
  label,
}: {
  legend: string;
  name: string;
  options: readonly FacetOption<T>[];
  chosen: readonly T[];
  label: (option: FacetOption<T>) => string;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <Option
          key={option.value}
          name={name}
          value={option.value}
          count={option.count}
          chosen={chosen.includes(option.value)}
          label={label(option)}
        />
      ))}
    </fieldset>
  );
}

/** One option of a group: a checkbox (or a radio button) with its label and the number of products it would show. */
export function Option({
  type = 'checkbox',
  name,
  value,
  count,
  chosen,
  label,
}: {
  type?: 'checkbox' | 'radio';
  name: string;
  value: string | number;
  count: number;
  chosen: boolean;
  label: string;
}) {
  const text = useText();
  return (
    <label className={optionClass(count, chosen)}>
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={chosen}
        disabled={isEmpty(count, chosen)}
        // Remounts the box when the URL changes it (back button, another filter's answer).
        key={`${value}-${chosen}`}
        className={styles.checkbox}
      />
      <span>{label}</span>
      <span className={styles.optionCount}>{text.number(count)}</span>
    </label>
  );
}
