import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useModalDialog } from '../../hooks/useModalDialog';
import { Icon } from '../../icons/Icon';
import { timing } from '../../theme/tokens';
import { IconButton } from '../Button/Button';
import { Link } from '../Link/Link';
import type { MenuLink, NavEntry } from '../MegaMenu/types';
import { useShortcutName, type NavBarShortcut } from '../NavBar/shortcuts';
import { visuallyHidden } from '../../theme/utils.css';
import { MenuLinkText } from '../MegaMenu/MenuLinkText';
import * as styles from './SideMenu.css';
import { useText } from '../../i18n/TextProvider';

export interface SideMenuProps {
  open: boolean;
  /** Close the menu: the close button, Escape, the backdrop, or a chosen link after the hide delay. */
  onClose: () => void;
  entries: readonly NavEntry[];
  /** How long the menu stays after a link is chosen before it hides (spec: 500 ms). */
  hideDelayMs?: number;
  currentHref?: string;
  /** Secondary links at the foot of the menu. */
  footerLinks?: readonly { label: string; href: string }[];
  title?: string;
  /** A `LanguageSwitch`, shown at the foot of the menu. */
  languageSwitch?: ReactNode;
  /** The NavBar's shortcuts (the wishlist, the comparison), as rows with their counts above the entries. */
  shortcuts?: readonly NavBarShortcut[];
}

/**
 * The side menu of small screens, opened by the NavBar hamburger: a modal drawer (native `<dialog>`: focus stays
 * inside, Escape closes, focus returns to the hamburger) whose entries with panels are expandable sections, with
 * expandable categories inside. After a link is chosen the menu calls `onClose` once `hideDelayMs` (500 ms) has passed.
 */
export function SideMenu({
  open,
  onClose,
  entries,
  hideDelayMs = timing.menuHideDelayMs,
  currentHref,
  footerLinks,
  title,
  languageSwitch,
  shortcuts,
}: SideMenuProps) {
  const text = useText();
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (!open) clearTimeout(hideTimer.current);
  }, [open]);

  const chosen = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(onClose, hideDelayMs);
  };

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title ?? text.t('ui.sideMenu.title')}
            </h2>
            <IconButton icon="close" label={text.t('ui.sideMenu.close')} onClick={onClose} />
          </div>
          {shortcuts?.length ? (
            <ul className={[styles.list, styles.shortcuts].join(' ')}>
              {shortcuts.map((shortcut) => (
                <li key={shortcut.label}>
                  <ShortcutRow
                    shortcut={shortcut}
                    current={currentHref === shortcut.href}
                    onClick={chosen}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <nav aria-label={text.t('ui.menu.main')}>
            <ul className={styles.list}>
              {entries.map((entry) => (
                <li key={entry.href} className={styles.entry}>
                  {entry.panel ? (
                    <Expandable label={entry.label} className={styles.row}>
                      <div className={styles.section}>
                        <Link
                          href={entry.href}
                          variant="standalone"
                          className={styles.overview}
                          onClick={chosen}
                        >
                          {entry.panel.overviewLabel ??
                            text.t('ui.menu.viewAll', { label: entry.label })}
                        </Link>
                        <ul className={styles.list}>
                          {entry.panel.categories.map((category) => (
                            <li key={category.href + category.title}>
                              <Expandable label={category.title} className={styles.subRow} nested>
                                <ul className={styles.subList}>
                                  <li>
                                    <Link
                                      href={category.href}
                                      variant="bare"
                                      className={styles.leaf}
                                      onClick={chosen}
                                    >
                                      {text.t('ui.menu.all', { title: category.title })}
                                    </Link>
                                  </li>
                                  {category.items.map((item) => (
                                    <Leaf
                                      key={item.href + item.title}
                                      item={item}
                                      onClick={chosen}
                                    />
                                  ))}
                                </ul>
                              </Expandable>
                            </li>
                          ))}
                          {entry.panel.collections ? (
                            <li>
                              <Expandable
                                label={entry.panel.collections.title}
                                className={styles.subRow}
                                nested
                              >
                                <ul className={styles.subList}>
                                  {entry.panel.collections.items.map((item) => (
                                    <Leaf
                                      key={item.href + item.title}
                                      item={item}
                                      onClick={chosen}
                                    />
                                  ))}
                                </ul>
                              </Expandable>
                            </li>
                          ) : null}
                        </ul>
                      </div>
                    </Expandable>
                  ) : (
                    <Link
                      href={entry.href}
                      variant="bare"
                      className={styles.row}
                      aria-current={currentHref === entry.href ? 'page' : undefined}
                      onClick={chosen}
                    >
                      {entry.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {footerLinks?.length ? (
            <ul className={[styles.list, styles.footer].join(' ')}>
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    variant="bare"
                    className={styles.footerLink}
                    onClick={chosen}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {languageSwitch ? <div className={styles.language}>{languageSwitch}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** A shortcut in the menu: its icon, its label and its count, named as in the NavBar ("Wishlist, 3 items"). */
function ShortcutRow({
  shortcut,
  current,
  onClick,
}: {
  shortcut: NavBarShortcut;
  current: boolean;
  onClick: () => void;
}) {
  const name = useShortcutName(shortcut);
  // Named by its words, not an aria-label over them: the name in full is off screen, the label and count on screen.
  return (
    <Link
      href={shortcut.href}
      variant="bare"
      className={styles.shortcut}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      <Icon name={shortcut.icon} />
      <span className={styles.shortcutLabel} aria-hidden="true">
        {shortcut.label}
      </span>
      <span className={visuallyHidden}>{name}</span>
      {shortcut.count !== undefined ? (
        <span className={styles.shortcutCount} aria-hidden="true">
          {shortcut.count}
        </span>
      ) : null}
    </Link>
  );
}

/** One link of an open section: a product type or a collection, and its "New" tag. */
function Leaf({ item, onClick }: { item: MenuLink; onClick: () => void }) {
  return (
    <li>
      <Link href={item.href} variant="bare" className={styles.leaf} onClick={onClick}>
        <MenuLinkText item={item} />
      </Link>
    </li>
  );
}

/** A disclosure: a button that shows and hides the section after it. */
function Expandable({
  label,
  className,
  nested = false,
  children,
}: {
  label: string;
  className: string;
  nested?: boolean;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {label}
        <Icon name={expanded ? 'minus' : 'plus'} size={nested ? '1em' : '1.15em'} />
      </button>
      {/* A closed section's links are made when it is opened, not with the menu: opening the menu made its 240
          elements (80 links), nearly all in closed sections, in the tap's own frame (INP 280 ms on a phone). */}
      <div id={id} hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </>
  );
}
