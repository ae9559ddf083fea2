// The collections page's filters as one GET form: the URL holds the state, so reload, sharing and the back button
// keep it. With JavaScript each change applies at once; without it, "Apply" submits the form.
import { Button } from '@fittings/ui/Button';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { finishName, finishesIn } from '@fittings/catalog-core';
import { styleLabel } from '../i18n/styleLabel';
import { useSubmit } from 'react-router';
import type { CollectionFacet, CollectionFacets, CollectionQuery } from './collections';
import { useLocalize } from '../i18n/useLanguage';
import { FiltersPanel, useHydrated } from '../kit/FiltersPanel';
import * as styles from './CollectionFilters.css';

/**
 * An option that would show no collection cannot be ticked (its 0 still read out with its name, in its label), unless
 * it is applied: then it stays, so the visitor can take it back. As the listing's filters do.
 */
const isEmpty = (count: number, applied: boolean) => count === 0 && !applied;
const optionClass = (count: number, applied: boolean) =>
  isEmpty(count, applied) ? `${styles.option} ${styles.optionEmpty}` : styles.option;

export interface CollectionFiltersProps {
  action: string;
  query: CollectionQuery;
  facets: CollectionFacets;
}

export function CollectionFilters({ action, query, facets }: CollectionFiltersProps) {
  const text = useText();
  const submit = useSubmit();
  // A site path: the form answers in the page's language, with JavaScript and without.
  const localized = useLocalize()(action);
  const hydrated = useHydrated();
  const active =
    query.styles.length + query.finishes.length + query.areas.length + (query.waterwise ? 1 : 0);

  return (
    <FiltersPanel
      classes={styles}
      label={text.t('web.collections.filter')}
      active={active}
      action={localized}
      formLabel={text.t('web.collections.filterLabel')}
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <Group
        legend={text.t('web.listing.style')}
        name="style"
        options={facets.styles.map((option) => ({
          ...option,
          label: styleLabel(option.value, option.label, text),
        }))}
        chosen={query.styles}
      />
      <Group
        legend={text.t('web.listing.finish')}
        name="finish"
        options={facets.finishes.map((option) => ({
          ...option,
          label: finishName(option.value, finishesIn(text)) ?? option.label,
        }))}
        chosen={query.finishes}
        swatches
      />
      <Group
        legend={text.t('web.collections.room')}
        name="room"
        options={facets.areas.map((option) => ({
          ...option,
          label: text.t(`web.area.${option.value}`),
        }))}
        chosen={query.areas}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.t('web.listing.waterSaving')}</legend>
        <label className={optionClass(facets.waterwise, query.waterwise)}>
          <input
            type="checkbox"
            name="waterwise"
            value="1"
            defaultChecked={query.waterwise}
            disabled={isEmpty(facets.waterwise, query.waterwise)}
            key={`waterwise-${query.waterwise}`}
            className={styles.checkbox}
          />
          <span>{text.t('web.listing.waterwiseOnly')}</span>
          <span className={styles.count}>{text.number(facets.waterwise)}</span>
        </label>
      </fieldset>
      <div className={styles.actions}>
        {hydrated ? null : (
          <Button type="submit" tone="secondary" size="small">
            {text.t('web.listing.apply')}
          </Button>
        )}
        {active > 0 ? (
          <Link href={action} variant="standalone">
            {text.t('web.collections.clearAll')}
          </Link>
        ) : null}
      </div>
    </FiltersPanel>
  );
}

function Group<T extends string | number>({
  legend,
  name,
  options,
  chosen,
  swatches = false,
}: {
  legend: string;
  name: string;
  options: readonly CollectionFacet<T>[];
  chosen: readonly T[];
  swatches?: boolean;
}) {
  const text = useText();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const checked = chosen.includes(option.value);
        return (
          <label key={option.value} className={optionClass(option.count, checked)}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked}
              disabled={isEmpty(option.count, checked)}
              // Remounts the box when the URL changes it (back button, "Clear all").
              key={`${option.value}-${checked}`}
              className={styles.checkbox}
            />
            <span className={styles.label}>
              {swatches ? (
                <img
                  className={styles.swatch}
                  src={`/media/finishes/${option.value}.svg`}
                  alt=""
                  width={16}
                  height={16}
                />
              ) : null}
              {option.label}
            </span>
            <span className={styles.count}>{text.number(option.count)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
