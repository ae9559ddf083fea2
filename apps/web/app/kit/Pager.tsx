// Previous and next links between the pages of a long list of products, with the page in the URL.
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import * as styles from './Pager.css';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page; page 1 should be the plain address. */
  href: (page: number) => string;
  label: string;
}

export function Pager({ page, pageCount, href, label }: PagerProps) {
  const text = useText();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 ? (
        <Link href={href(page - 1)} variant="bare" className={styles.link} rel="prev">
          <Icon name="chevronLeft" /> {text.t('web.pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.status}>
        {text.t('web.pager.status', { page: text.number(page), pageCount: text.number(pageCount) })}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} variant="bare" className={styles.link} rel="next">
          {text.t('web.pager.next')} <Icon name="chevronRight" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The page number of a query string: a whole number from 1, else 1. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
