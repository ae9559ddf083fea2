import { container } from '../../theme/utils.css';
import { Link } from '../Link/Link';
import * as styles from './Toolbar.css';

/** A labelled link of the toolbar or footer. */
export interface LabelledLink {
  label: string;
  href: string;
}

export interface ToolbarProps {
  /** The toolbar's links: where to buy, contact us, disclaimer. */
  links: readonly LabelledLink[];
  /** The accessible name of the toolbar's navigation. */
  label?: string;
  className?: string;
}

/** The black top toolbar (39 px) with the service links. */
export function Toolbar({ links, label = 'Service', className }: ToolbarProps) {
  return (
    <div className={[styles.toolbar, className].filter(Boolean).join(' ')}>
      <nav aria-label={label} className={[container, styles.inner].join(' ')}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="bare" className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
