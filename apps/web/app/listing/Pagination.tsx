// Page links of a listing: plain links to the same filters with another page, so every page has its own URL.
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import type { ProductArea } from '@fittings/catalog-core';
import { listingSearch, type ListingQuery } from './listing';
import * as styles from './Pagination.css';

export interface PaginationProps {
  area: ProductArea;
  query: ListingQuery;
  page: number;
  pageCount: number;
}

/** The pages to link: the first, the last, and the current one with its neighbours; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, i) => (i > 0 && n - pages[i - 1]! > 1 ? [null, n] : [n]));
}

export function Pagination({ area, query, page, pageCount }: PaginationProps) {
  const text = useText();
  if (pageCount <= 1) return null;
  const href = (n: number) => `/filter/${area}${listingSearch({ ...query, page: n })}`;
  return (
    <nav aria-label={text.t('web.listing.pages')} className={styles.nav}>
      {page > 1 ? (
        <Link href={href(page - 1)} variant="bare" className={styles.step} rel="prev">
          {text.t('web.pager.previous')}
        </Link>
      ) : null}
      <ol className={styles.list}>
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                variant="bare"
                className={[styles.page, n === page ? styles.current : ''].join(' ')}
                aria-current={n === page ? 'page' : undefined}
                aria-label={text.t('web.pager.page', { page: text.number(n) })}
              >
                {text.number(n)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={href(page + 1)} variant="bare" className={styles.step} rel="next">
          {text.t('web.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
