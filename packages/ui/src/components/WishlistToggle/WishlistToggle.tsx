import { Icon } from '../../icons/Icon';
import * as styles from './WishlistToggle.css';
import { useText } from '../../i18n/TextProvider';

export interface WishlistToggleProps {
  /** Whether the product is in the wishlist. */
  pressed: boolean;
  /** Called with the new state: true adds the product, false removes it. */
  onToggle: (next: boolean) => void;
  /** The product's plain-text name, for the accessible name. */
  productName: string;
  /** Shows a visible "Wishlist" caption beside the heart (the accessible name then starts with it). */
  showText?: boolean;
  /** A raised white disc, for use over product images. */
  raised?: boolean;
  className?: string;
}

/**
 * The wishlist ("My favourites") toggle: a button with `aria-pressed`. `onToggle(next)` reports the new state; the app
 * adds or removes the model and shows "{product} added to your wishlist".
 */
export function WishlistToggle({
  pressed,
  onToggle,
  productName,
  showText = false,
  raised = false,
  className,
}: WishlistToggleProps) {
  const text = useText();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={text.t(showText ? 'ui.wishlistToggle.withText' : 'ui.wishlistToggle.save', {
        name: productName,
      })}
      className={[styles.toggle, raised ? styles.onSurface : '', className]
        .filter(Boolean)
        .join(' ')}
      onClick={() => onToggle(!pressed)}
    >
      <Icon name="heart" className={styles.heart} />
      {showText ? <span aria-hidden="true">{text.t('ui.wishlistToggle.text')}</span> : null}
    </button>
  );
}
