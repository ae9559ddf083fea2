// The listing's filters (type or subcategory, finish, style, waterwise) and sort, as one GET form: the URL holds the state, so reload,
// sharing and the back button all keep it. With JavaScript every change applies at once; without, "Apply" does.
import { Button } from '@fittings/ui/Button';
import { Icon } from '@fittings/ui/Icon';
import { useText } from '@fittings/ui/TextProvider';
import { finishName, finishesIn, type ProductArea } from '@fittings/catalog-core';
import { styleLabel } from '../i18n/styleLabel';
import { useEffect, useId, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { sortOptions, type ListingQuery, type ListingResult } from './listing';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { useLocalize } from '../i18n/useLanguage';
import * as styles from './ListingFilters.css';

export interface ListingFiltersProps {
  area: ProductArea;
  query: ListingQuery;
  listing: ListingResult;
}

/**
 * An option that would show nothing cannot be chosen (its 0 still read out with its name), unless it is applied:
 * then it stays, so the visitor can take it back.
 */
const isEmpty = (count: number, applied: boolean) => count === 0 && !applied;
const optionClass = (count: number, applied: boolean) =>
  isEmpty(count, applied) ? `${styles.option} ${styles.optionEmpty}` : styles.option;

export function ListingFilters({ area, query, listing }: ListingFiltersProps) {
  const submit = useSubmit();
  const text = useText();
  // The type options carry the English menu titles; the page shows the titles of its own language's menu.
  const menuItems =
    categoryMenusInLanguages[text.language][area].find((c) => c.route === query.category)?.items ??
    [];
  const kindLabel = (value: string, label: string) =>
    menuItems.find((item) => item.queryValue === value)?.title ?? label;
  // The form answers with the listing in the page's language, with JavaScript and without.
  const action = useLocalize()(`/filter/${area}`);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const activeCount =
    query.finishes.length +
    query.styles.length +
    [query.waterwise, query.lowPressure, query.hardWater].filter(Boolean).length;
  const kinds = listing.kinds;
  const chosenKind = kinds?.param === 'type' ? query.type : query.subcategory;

  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>
          {text.t('web.listing.filterAndSort')}
          {activeCount > 0 ? ` (${text.number(activeCount)})` : ''}
        </span>
        <Icon name={open ? 'minus' : 'plus'} />
      </button>
      <Form
        id={panelId}
        method="get"
        action={action}
        preventScrollReset
        className={[styles.panel, open ? styles.panelOpen : ''].join(' ')}
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
              <label
                key={option.value}
                className={optionClass(option.count, chosenKind === option.value)}
              >
                <input
                  type="radio"
                  name={kinds.param}
                  value={option.value}
                  defaultChecked={chosenKind === option.value}
                  disabled={isEmpty(option.count, chosenKind === option.value)}
                  key={`${option.value}-${chosenKind === option.value}`}
                  className={styles.checkbox}
                />
                <span>{kindLabel(option.value, option.label)}</span>
                <span className={styles.optionCount}>{text.number(option.count)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <label className={styles.group}>
          <span className={styles.legend}>{text.t('web.listing.sortBy')}</span>
          <select name="sort" defaultValue={query.sort} className={styles.select} key={query.sort}>
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {text.t(`web.listing.sort.${option.value}`)}
              </option>
            ))}
          </select>
        </label>

        {listing.finishes.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{text.t('web.listing.finish')}</legend>
            {listing.finishes.map((finish) => (
              <label
                key={finish.value}
                className={optionClass(finish.count, query.finishes.includes(finish.value))}
              >
                <input
                  type="checkbox"
                  name="finish"
                  value={finish.value}
                  defaultChecked={query.finishes.includes(finish.value)}
                  disabled={isEmpty(finish.count, query.finishes.includes(finish.value))}
                  key={`${finish.value}-${query.finishes.includes(finish.value)}`}
                  className={styles.checkbox}
                />
                <span>{finishName(finish.value, finishesIn(text)) ?? finish.label}</span>
                <span className={styles.optionCount}>{text.number(finish.count)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        {listing.styles.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{text.t('web.listing.style')}</legend>
            {listing.styles.map((style) => (
              <label
                key={style.value}
                className={optionClass(style.count, query.styles.includes(style.value))}
              >
                <input
                  type="checkbox"
                  name="style"
                  value={style.value}
                  defaultChecked={query.styles.includes(style.value)}
                  disabled={isEmpty(style.count, query.styles.includes(style.value))}
                  key={`${style.value}-${query.styles.includes(style.value)}`}
                  className={styles.checkbox}
                />
                <span>{styleLabel(style.value, style.label, text)}</span>
                <span className={styles.optionCount}>{text.number(style.count)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text.t('web.listing.waterSaving')}</legend>
          <label className={optionClass(listing.waterwiseCount, query.waterwise)}>
            <input
              type="checkbox"
              name="waterwise"
              value="1"
              defaultChecked={query.waterwise}
              disabled={isEmpty(listing.waterwiseCount, query.waterwise)}
              key={`waterwise-${query.waterwise}`}
              className={styles.checkbox}
            />
            <span>{text.t('web.listing.waterwiseOnly')}</span>
            <span className={styles.optionCount}>{text.number(listing.waterwiseCount)}</span>
          </label>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text.t('web.listing.yourHome')}</legend>
          <label className={optionClass(listing.lowPressureCount, query.lowPressure)}>
            <input
              type="checkbox"
              name="lowPressure"
              value="1"
              defaultChecked={query.lowPressure}
              disabled={isEmpty(listing.lowPressureCount, query.lowPressure)}
              key={`lowPressure-${query.lowPressure}`}
              className={styles.checkbox}
            />
            <span>{text.t('web.listing.lowPressure')}</span>
            <span className={styles.optionCount}>{text.number(listing.lowPressureCount)}</span>
          </label>
          <label className={optionClass(listing.hardWaterCount, query.hardWater)}>
            <input
              type="checkbox"
              name="hardWater"
              value="1"
              defaultChecked={query.hardWater}
              disabled={isEmpty(listing.hardWaterCount, query.hardWater)}
              key={`hardWater-${query.hardWater}`}
              className={styles.checkbox}
            />
            <span>{text.t('web.listing.hardWater')}</span>
            <span className={styles.optionCount}>{text.number(listing.hardWaterCount)}</span>
          </label>
        </fieldset>

        {hydrated ? null : (
          <Button type="submit" tone="secondary" size="small">
            {text.t('web.listing.apply')}
          </Button>
        )}
      </Form>
    </div>
  );
}
