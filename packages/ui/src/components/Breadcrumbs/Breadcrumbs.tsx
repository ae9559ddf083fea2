import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';
import { useText } from '../../i18n/TextProvider';

export interface Crumb {
  label: ReactNode;
  /** Leave it out for the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  label?: string;
  className?: string;
}

/** The trail to the current page; the last item is the current page. */
export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  const text = useText();
  return (
    <nav aria-label={label ?? text.t('ui.breadcrumbs.label')} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {item.href && !last ? (
                <Link href={item.href} variant="bare" className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
