// The product page's loading state (spec 4: "loading (spinner)"), shown while an in-app navigation loads the next
// product: a spinner over a skeleton in the page's shape, so nothing jumps when the product arrives.
import { Spinner } from '@fittings/ui/Spinner';
import { useText } from '@fittings/ui/TextProvider';
import { useLayoutEffect } from 'react';
import * as styles from './ProductSkeleton.css';

export function ProductSkeleton() {
  const text = useText();
  // The click came from low on the page (a related product); the shorter skeleton would leave the visitor looking
  // at the footer, so the page goes to the top now, as spec 2.1 has every navigation do, not once it has loaded.
  // (A block body: Chromium's scrollTo returns a promise, which React would take for a clean-up function.)
  useLayoutEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <div className={styles.page} aria-busy="true" data-testid="product-loading">
      <div className={styles.crumbs} />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <Spinner label={text.t('web.product.loading')} />
        </div>
        <div className={styles.info} aria-hidden="true">
          <div className={styles.line} />
          <div className={styles.title} />
          <div className={styles.line} />
          <div className={styles.text} />
          <div className={styles.text} />
          <div className={styles.button} />
        </div>
      </div>
    </div>
  );
}
