// "Add to compare" on cards and product pages. Before the page is interactive it is a link to a comparison of this
// product alone (so it works without JavaScript); then a toggle button of the browser's compare set, with a link to
// the comparison once something is in it.
import { comparePath } from '@fittings/catalog-core';
import { Icon } from '@fittings/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { compareStore, useCompareModels } from './compareSet';
import * as styles from './CompareToggle.css';

export function CompareToggle({ model, productName }: { model: string; productName: string }) {
  const [hydrated, setHydrated] = useState(false);
  const models = useCompareModels();
  useEffect(() => {
    if (!compareStore.getState().loaded) compareStore.getState().load();
    setHydrated(true);
  }, []);
  if (!hydrated)
    return (
      <a className={styles.control} href={comparePath([model])}>
        <Icon name="plus" className={styles.icon} />
        Add to compare
      </a>
    );
  const pressed = models.includes(model);
  return (
    <span className={styles.root}>
      <button
        type="button"
        className={styles.control}
        aria-pressed={pressed}
        aria-label={`${pressed ? 'Added to compare' : 'Add to compare'}: ${productName}`}
        onClick={() => compareStore.getState().toggle(model, productName)}
      >
        <Icon name={pressed ? 'check' : 'plus'} className={styles.icon} />
        {pressed ? 'Added to compare' : 'Add to compare'}
      </button>
      {models.length > 0 ? (
        <Link className={styles.link} to={comparePath(models)}>
          Compare ({models.length})
        </Link>
      ) : null}
    </span>
  );
}
