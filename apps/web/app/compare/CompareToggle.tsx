// "Add to compare" on cards and product pages. Before the page is interactive it is a link to a comparison of this
// product alone (so it works without JavaScript); then a toggle button of the browser's compare set, with a link to
// the comparison once something is in it.
import { comparePath } from '@fittings/catalog-core';
import { Icon } from '@fittings/ui/Icon';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocalize } from '../i18n/useLanguage';
import { compareStore, useCompareModels } from './compareSet';
import * as styles from './CompareToggle.css';

export interface CompareToggleProps {
  model: string;
  productName: string;
  /**
   * Whether the toggle shows the way to the comparison beside it (the product page). A listing leaves it out and
   * shows one CompareLink for the page, so ten cards do not say "Compare (2)" ten times.
   */
  withLink?: boolean;
}

/** The browser's compare set once the page is interactive (read from storage then); undefined before. */
function useHydratedCompareModels(): readonly string[] | undefined {
  const [hydrated, setHydrated] = useState(false);
  const models = useCompareModels();
  useEffect(() => {
    if (!compareStore.getState().loaded) compareStore.getState().load();
    setHydrated(true);
  }, []);
  return hydrated ? models : undefined;
}

/** The one way to the comparison of a page with many toggles: "Compare (N)" once something is in the set. */
export function CompareLink({ className }: { className?: string }) {
  const models = useHydratedCompareModels();
  const text = useText();
  const localize = useLocalize();
  if (!models || models.length === 0) return null;
  return (
    <Link
      className={[styles.link, className].filter(Boolean).join(' ')}
      to={localize(comparePath(models))}
    >
      {text.t('web.compare.count', { count: models.length })}
    </Link>
  );
}

export function CompareToggle({ model, productName, withLink = true }: CompareToggleProps) {
  const models = useHydratedCompareModels();
  const text = useText();
  const localize = useLocalize();
  if (!models)
    return (
      <a className={styles.control} href={localize(comparePath([model]))}>
        <Icon name="plus" className={styles.icon} />
        {text.t('web.compare.add')}
      </a>
    );
  const pressed = models.includes(model);
  return (
    <span className={styles.root}>
      <button
        type="button"
        className={styles.control}
        aria-pressed={pressed}
        aria-label={text.t(pressed ? 'web.compare.addedProduct' : 'web.compare.addProduct', {
          product: productName,
        })}
        onClick={() => compareStore.getState().toggle(model, productName)}
      >
        <Icon name={pressed ? 'check' : 'plus'} className={styles.icon} />
        {text.t(pressed ? 'web.compare.addedState' : 'web.compare.add')}
      </button>
      {withLink ? <CompareLink /> : null}
    </span>
  );
}
