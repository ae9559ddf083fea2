import { useRef, useState, type ReactNode } from 'react';
import { useText } from '../../i18n/TextProvider';
import { Icon } from '../../icons/Icon';
import { timing } from '../../theme/tokens';
import { container } from '../../theme/utils.css';
import { IconButton } from '../Button/Button';
import { Link } from '../Link/Link';
import { MegaMenu } from '../MegaMenu/MegaMenu';
import type { NavEntry } from '../MegaMenu/types';
import { SideMenu } from '../SideMenu/SideMenu';
import * as styles from './NavBar.css';
import { useShortcutName, type NavBarShortcut } from './shortcuts';

export type { NavBarShortcut };

export interface NavBarProps {
  /** The brand mark (a logo image or SVG). */
  brand: ReactNode;
  /** Where the brand mark leads. */
  brandHref?: string;
  /** The accessible name of the brand link, such as "Fittings home". */
  brandLabel: string;
  /** The main entries: About Us, Design & Innovation, Bathroom, Kitchen, WaterWise, Videos & Catalogs. */
  entries: readonly NavEntry[];
  /** The search button was pressed: the app opens the search dialog. */
  onSearch: () => void;
  searchLabel?: string;
  /** How long dropdowns stay after the pointer leaves, and how long the side menu stays after a choice. */
  hideDelayMs?: number;
  /** The href of the current page. */
  currentHref?: string;
  /** Extra links at the foot of the side menu on small screens (the toolbar's links, for example). */
  sideMenuLinks?: readonly { label: string; href: string }[];
  /** A `LanguageSwitch` for the foot of the side menu (the toolbar, hidden in the menu, has its own). */
  sideMenuLanguageSwitch?: ReactNode;
  /** Links beside the search button at every width, and at the head of the side menu: the wishlist, the comparison. */
  shortcuts?: readonly NavBarShortcut[];
  className?: string;
}

/**
 * The main navigation bar (61 px): the brand mark, the mega menu on wide screens, the hamburger and side menu on small
 * screens, and the search button. Entries are data (`NavEntry[]`); entries with a `panel` open a mega menu on wide
 * screens and become expandable sections of the side menu on small screens. The search button calls `onSearch`; the app
 * opens the `SearchDialog`.
 */
export function NavBar({
  brand,
  brandHref = '/',
  brandLabel,
  entries,
  onSearch,
  searchLabel,
  hideDelayMs = timing.menuHideDelayMs,
  currentHref,
  sideMenuLinks,
  sideMenuLanguageSwitch,
  shortcuts,
  className,
}: NavBarProps) {
  const text = useText();
  const [sideMenuOpen, setSideMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      <div className={[container, styles.bar].join(' ')}>
        <Link href={brandHref} variant="bare" className={styles.brand} aria-label={brandLabel}>
          {brand}
        </Link>
        <MegaMenu
          className={styles.menu}
          entries={entries}
          hideDelayMs={hideDelayMs}
          currentHref={currentHref}
        />
        <div className={styles.spacer} />
        <div className={styles.actions}>
          {shortcuts?.map((shortcut) => (
            <ShortcutLink
              key={shortcut.label}
              shortcut={shortcut}
              current={currentHref === shortcut.href}
            />
          ))}
          <IconButton
            icon="search"
            label={searchLabel ?? text.t('ui.navBar.search')}
            className={styles.compact}
            onClick={onSearch}
          />
          <IconButton
            ref={hamburgerRef}
            icon="menu"
            label={text.t('ui.navBar.menu')}
            className={[styles.hamburger, styles.compact].join(' ')}
            aria-expanded={sideMenuOpen}
            aria-haspopup="dialog"
            onClick={() => setSideMenuOpen(true)}
          />
        </div>
      </div>
      <SideMenu
        open={sideMenuOpen}
        onClose={() => setSideMenuOpen(false)}
        entries={entries}
        hideDelayMs={hideDelayMs}
        currentHref={currentHref}
        footerLinks={sideMenuLinks}
        languageSwitch={sideMenuLanguageSwitch}
        shortcuts={shortcuts}
      />
    </header>
  );
}

function ShortcutLink({ shortcut, current }: { shortcut: NavBarShortcut; current: boolean }) {
  const name = useShortcutName(shortcut);
  return (
    <Link
      href={shortcut.href}
      variant="bare"
      className={styles.shortcut}
      aria-label={name}
      aria-current={current ? 'page' : undefined}
      title={shortcut.label}
    >
      <Icon name={shortcut.icon} />
      {shortcut.count ? (
        <span className={styles.badge} aria-hidden="true">
          {shortcut.count}
        </span>
      ) : null}
    </Link>
  );
}
