// The product page's loading state (spec 4: "loading (spinner)"), shown while an in-app navigation loads the next
// product: a spinner over a skeleton in the page's shape, so nothing jumps when the product arrives.
import { Spinner } from '@fittings/ui';
import * as styles from './ProductSkeleton.css';

export function ProductSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="product-loading">
      <div className={styles.crumbs} />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <Spinner label="Loading product" />
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
