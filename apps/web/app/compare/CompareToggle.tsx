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

export function CompareToggle({ model, productName }: { model: string; productName: string }) {
  const [hydrated, setHydrated] = useState(false);
  const models = useCompareModels();
  const text = useText();
  const localize = useLocalize();
  useEffect(() => {
    if (!compareStore.getState().loaded) compareStore.getState().load();
    setHydrated(true);
  }, []);
  if (!hydrated)
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
      {models.length > 0 ? (
        <Link className={styles.link} to={localize(comparePath(models))}>
          {text.t('web.compare.count', { count: models.length })}
        </Link>
      ) : null}
    </span>
  );
}
