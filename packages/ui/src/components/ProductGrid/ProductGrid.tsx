import { Children, isValidElement, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { empty, grid, gridVariants, item } from './ProductGrid.css';
import { useText } from '../../i18n/TextProvider';

export { gridVariants };

export interface ProductGridProps {
  /** The cards, one per product. */
  children?: ReactNode;
  /** `standard` for product cards in 2 to 4 columns, `detailed` for 270 px detailed cards. */
  variant?: (typeof gridVariants)[number];
  /** Shows a spinner instead of the cards while products load. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown when there are no cards and nothing is loading. */
  emptyText?: ReactNode;
  /** The accessible name of the list, such as "Search results". */
  label?: string;
  className?: string;
}

/**
 * Lays out product cards as a list: `standard` (2, 3 then 4 columns) for `ProductCard`, `detailed` (270 px columns) for
 * `ProductCard` with `detail="detailed"`. `loading` shows a spinner instead of the cards; `emptyText` shows when there
 * are no cards.
 */
export function ProductGrid({
  children,
  variant = 'standard',
  loading = false,
  loadingLabel,
  emptyText,
  label,
  className,
}: ProductGridProps) {
  const text = useText();
  if (loading) return <Spinner label={loadingLabel ?? text.t('ui.productGrid.loading')} />;
  const cards = Children.toArray(children).filter(isValidElement);
  if (cards.length === 0) return emptyText ? <p className={empty}>{emptyText}</p> : null;
  return (
    <ul aria-label={label} className={[grid({ variant }), className].filter(Boolean).join(' ')}>
      {cards.map((card) => (
        <li key={card.key} className={item}>
          {card}
        </li>
      ))}
    </ul>
  );
}
