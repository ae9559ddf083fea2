import {
  finishSwatches,
  finishesIn,
  productPath,
  type FinishTable,
  type Product,
} from '@fittings/catalog-core';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import { Link } from '../Link/Link';
import * as styles from './FinishSwatches.css';
import { useText } from '../../i18n/TextProvider';

export interface FinishSwatchesProps {
  /** The product's own finish, its siblings in other finishes and, optionally, its url. */
  product: Pick<Product, 'finish' | 'associatedFinishes'> & { url?: string };
  /** A brand's own finish table; catalog-core's by default, named in the page's language. */
  finishes?: FinishTable;
  /** Where a sibling's swatch leads; the product page of its url by default. */
  hrefFor?: (url: string) => string;
  /**
   * `links` to switch finish (product page), `display` for small chips without links, `choose` for a card's
   * swatches: plain links to each finish's page until the page is interactive, then buttons that call `onChoose`.
   */
  mode?: 'links' | 'display' | 'choose';
  /** In `choose` mode: called with the code of the finish the visitor picked. */
  onChoose?: (code: number) => void;
  /** The accessible name of the list; "Finishes" by default (a card names its product). */
  label?: string;
  /** Shows "Finish: {name}" above the chips. */
  showLabel?: boolean;
  className?: string;
}

/**
 * The finish swatches of a product, from catalog-core's `finishSwatches`: sorted by code, the product's own finish
 * added and marked current, names from the finish table in the page's language, nothing for the no-finish code 9999. In
 * `links` mode each sibling finish links to its product page; `display` mode draws small chips for cards.
 */
export function FinishSwatches({
  product,
  finishes,
  hrefFor = productPath,
  mode = 'links',
  showLabel = mode === 'links',
  onChoose,
  label,
  className,
}: FinishSwatchesProps) {
  // Server-rendered swatches are links, so they work before (and without) JavaScript; buttons once hydrated.
  const text = useText();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const swatches = finishSwatches(product, { finishes: finishes ?? finishesIn(text) });
  if (swatches.length === 0) return null;
  const current = swatches.find((swatch) => swatch.current);
  const fill = (code: number) => styles.finishFill[code] ?? styles.unknownFill;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {showLabel && current ? (
        <p className={styles.label}>
          {text.t('ui.finishSwatches.current')}{' '}
          <span className={styles.labelValue} translate="no">
            {current.name}
          </span>
        </p>
      ) : null}
      <ul
        className={[styles.list, mode === 'choose' ? styles.chooseList : ''].join(' ')}
        aria-label={label ?? text.t('ui.finishSwatches.label')}
      >
        {swatches.map((swatch) => (
          <li key={swatch.code}>
            {mode === 'choose' ? (
              interactive ? (
                <button
                  type="button"
                  className={[styles.swatch, styles.choice, fill(swatch.code)].join(' ')}
                  aria-pressed={swatch.current}
                  title={swatch.name}
                  onClick={() => onChoose?.(swatch.code)}
                >
                  <span className={visuallyHidden} translate="no">
                    {swatch.name}
                  </span>
                </button>
              ) : (
                <a
                  href={hrefFor(swatch.url ?? '')}
                  className={[styles.swatch, styles.choice, fill(swatch.code)].join(' ')}
                  aria-current={swatch.current ? 'true' : undefined}
                  title={swatch.name}
                >
                  <span className={visuallyHidden} translate="no">
                    {swatch.name}
                  </span>
                </a>
              )
            ) : mode === 'links' && swatch.url && !swatch.current ? (
              <Link
                href={hrefFor(swatch.url)}
                variant="bare"
                className={[styles.swatch, fill(swatch.code)].join(' ')}
                title={swatch.name}
              >
                <span className={visuallyHidden} translate="no">
                  {swatch.name}
                </span>
              </Link>
            ) : (
              <span
                className={[
                  styles.swatch,
                  fill(swatch.code),
                  mode === 'display' ? styles.small : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                aria-current={swatch.current ? 'true' : undefined}
                title={swatch.name}
              >
                <span className={visuallyHidden}>
                  <span translate="no">{swatch.name}</span>
                  {swatch.current && mode === 'links'
                    ? ` ${text.t('ui.finishSwatches.selected')}`
                    : ''}
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
