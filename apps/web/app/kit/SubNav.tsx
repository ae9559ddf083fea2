// Sibling pages as a row of tabs-like links (Featured, Bath, Shower, Kitchen), the current one marked for
// assistive technology and by an underline. It is navigation, not a tab widget: each entry is its own page.
import { Link } from '@fittings/ui/Link';
import * as styles from './SubNav.css';

export interface SubNavProps {
  label: string;
  links: readonly { label: string; href: string }[];
  current: string;
}

export function SubNav({ label, links, current }: SubNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              variant="bare"
              className={styles.link}
              aria-current={link.href === current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
