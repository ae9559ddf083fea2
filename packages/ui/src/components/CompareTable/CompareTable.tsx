import { plainName, type ImageVariants } from '@fittings/catalog-core';
import { Icon } from '../../icons/Icon';
import { Link } from '../Link/Link';
import { MarkedName } from '../MarkedName/MarkedName';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import * as styles from './CompareTable.css';
import { useText } from '../../i18n/TextProvider';

/** A product's column: what heads it, and where its links lead. */
export interface CompareTableProduct {
  model: string;
  /** The name with catalogue markup (`Trinsic<sup>&reg;</sup> Tall Basin Mixer`). */
  name: string;
  /** The product page. */
  href: string;
  /** The product's picture; a quiet panel stands in when there is none. */
  image?: string | null;
  imageVariants?: ImageVariants;
  /** The finish's name, said under the product's name: two finishes of one design share their name. */
  finish: string;
  /** The same comparison without this product. */
  removeHref: string;
}

/** A cell's value: text, or text that is a link (a marketplace page opens in a new tab). */
export type CompareTableCell = string | { text: string; href: string; newTab?: boolean };

/** A row of the table: one cell per product, in the products' order (catalog-core's `compareRows` marks `differs`). */
export interface CompareTableRow {
  key: string;
  label: string;
  values: readonly CompareTableCell[];
  differs: boolean;
  /**
   * The values are names or codes that stay as they are in every language (models, brand names): their cells carry
   * `translate="no"` for translation tools. Not for finishes, which are words in the page's language. The label is
   * still the page's words.
   */
  names?: boolean;
}

export interface CompareTableProps {
  products: readonly CompareTableProduct[];
  /** The rows to show: all of them, or only those that differ (catalog-core's `visibleCompareRows`). */
  rows: readonly CompareTableRow[];
  /** Whether only the differing rows are shown: the caption and the toggle say so. */
  onlyDifferences: boolean;
  /** The same comparison with the differences toggle flipped. */
  toggleHref: string;
}

/**
 * The compare table (issue 17): up to four products side by side, one column each. Rows come from catalog-core's
 * `compareRows`; a row that differs says "Differs" in its header as well as being tinted, never marked by colour alone.
 * The "Show only differences" toggle is a link to the same comparison with the toggle flipped, so it works without
 * JavaScript and the URL stays the comparison. On a narrow screen (375 px) the table scrolls sideways inside its own
 * focusable region, with the row headers kept in view, instead of widening the page; printed, it fills the page without
 * its controls.
 */
export function CompareTable({ products, rows, onlyDifferences, toggleHref }: CompareTableProps) {
  const text = useText();
  const count = products.length;
  return (
    <div className={styles.root}>
      <Link href={toggleHref} variant="standalone" className={styles.toggle}>
        {text.t(onlyDifferences ? 'ui.compareTable.showAll' : 'ui.compareTable.showDifferences')}
      </Link>
      <div
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-label={text.t('ui.compareTable.region')}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>
            <span className={styles.captionText}>
              {text.t('ui.compareTable.caption', {
                count,
                only: onlyDifferences ? 'true' : 'false',
              })}
            </span>
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {products.map((product) => (
                <th key={product.model} scope="col" className={styles.productHead}>
                  {product.image ? (
                    <ResponsiveImage
                      src={product.image}
                      variants={product.imageVariants}
                      alt=""
                      sizes="160px"
                      className={styles.picture}
                    />
                  ) : (
                    // A catalogue record without a picture: a quiet panel keeps the columns aligned.
                    <div className={styles.noPicture} aria-hidden="true">
                      <Icon name="image" size="32px" />
                    </div>
                  )}
                  <Link href={product.href} className={styles.name}>
                    <MarkedName text={product.name} />
                  </Link>{' '}
                  {/* The finish is a word of the page's language (मैट ब्लैक), not a name: translatable. */}
                  <span className={styles.finish}>{product.finish}</span>{' '}
                  <Link
                    href={product.removeHref}
                    className={styles.remove}
                    aria-label={text.t('ui.compareTable.removeLabel', {
                      name: plainName(product.name),
                      finish: product.finish,
                    })}
                  >
                    {text.t('ui.compareTable.remove')}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                <th scope="row" className={styles.rowHead}>
                  {row.label}
                  {/* The space keeps "Finish Differs" two words for a screen reader, the tag being its own line. */}
                  {row.differs ? (
                    <>
                      {' '}
                      <span className={styles.differsTag}>{text.t('ui.compareTable.differs')}</span>
                    </>
                  ) : null}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={products[index]?.model ?? index}
                    className={styles.cell}
                    translate={row.names ? 'no' : undefined}
                  >
                    {typeof value === 'string' ? (
                      value
                    ) : (
                      <Link href={value.href} newTab={value.newTab}>
                        {value.text}
                      </Link>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={count + 1} className={styles.cell}>
                  {text.t('ui.compareTable.allSame')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
