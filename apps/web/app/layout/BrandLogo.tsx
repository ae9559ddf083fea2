import { brand } from '../brand';
import * as styles from './BrandLogo.css';

/** The brand's mark and wordmark from brand.ts, drawn in the current text colour. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')}>
      <svg
        viewBox={brand.logo.viewBox}
        className={styles.mark}
        aria-hidden="true"
        focusable="false"
      >
        {brand.logo.paths.map((d) => (
          <path key={d} d={d} fill="currentColor" fillRule="evenodd" />
        ))}
      </svg>
      <span className={styles.wordmark}>{brand.name}</span>
    </span>
  );
}
