import {
  finishSwatches,
  productPath,
  type FinishTable,
  type Product,
} from '@fittings/catalog-core';
import { visuallyHidden } from '../../theme/utils.css';
import { Link } from '../Link/Link';
import * as styles from './FinishSwatches.css';

export interface FinishSwatchesProps {
  /** The product's own finish, its siblings in other finishes and, optionally, its url. */
  product: Pick<Product, 'finish' | 'associatedFinishes'> & { url?: string };
  /** A brand's own finish table; catalog-core's by default. */
  finishes?: FinishTable;
  /** Where a sibling's swatch leads; the product page of its url by default. */
  hrefFor?: (url: string) => string;
  /** `links` to switch finish (product page), `display` for small chips without links (cards). */
  mode?: 'links' | 'display';
  /** Shows "Finish: {name}" above the chips. */
  showLabel?: boolean;
  className?: string;
}

/**
 * The finish swatches of a product, sorted by code, with names from catalog-core. The product's own finish is
 * marked current; the no-finish code shows nothing.
 */
export function FinishSwatches({
  product,
  finishes,
  hrefFor = productPath,
  mode = 'links',
  showLabel = mode === 'links',
  className,
}: FinishSwatchesProps) {
  const swatches = finishSwatches(product, finishes ? { finishes } : {});
  if (swatches.length === 0) return null;
  const current = swatches.find((swatch) => swatch.current);
  const fill = (code: number) => styles.finishFill[code] ?? styles.unknownFill;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {showLabel && current ? (
        <p className={styles.label}>
          Finish: <span className={styles.labelValue}>{current.name}</span>
        </p>
      ) : null}
      <ul className={styles.list} aria-label="Finishes">
        {swatches.map((swatch) => (
          <li key={swatch.code}>
            {mode === 'links' && swatch.url && !swatch.current ? (
              <Link
                href={hrefFor(swatch.url)}
                variant="bare"
                className={[styles.swatch, fill(swatch.code)].join(' ')}
                title={swatch.name}
              >
                <span className={visuallyHidden}>{swatch.name}</span>
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
                  {swatch.name}
                  {swatch.current && mode === 'links' ? ' (selected)' : ''}
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
