import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Icon } from '../../icons/Icon';
import { timing } from '../../theme/tokens';
import { container } from '../../theme/utils.css';
import { Link } from '../Link/Link';
import { MenuLinkText } from './MenuLinkText';
import * as styles from './MegaMenu.css';
import type { MenuPanel, NavEntry } from './types';
import { useText } from '../../i18n/TextProvider';

export interface MegaMenuProps {
  entries: readonly NavEntry[];
  /** How long a dropdown stays after the pointer leaves it (spec: 500 ms). */
  hideDelayMs?: number;
  /** The href of the current page, marked with `aria-current`. */
  currentHref?: string;
  /** The accessible name of the navigation landmark. */
  label?: string;
  /** Called after a link in a dropdown is chosen (the dropdown closes). */
  onNavigate?: (href: string) => void;
  className?: string;
}

/**
 * Not exported: the wide-screen menu inside `NavBar`. Disclosure navigation: hovering an entry with a panel opens its
 * dropdown, and leaving it hides the dropdown after `hideDelayMs` (500 ms, `timing.menuHideDelayMs`). From the keyboard
 * the entry is a button: Enter or Space toggles, Down enters the dropdown, Escape closes and returns focus, Left and
 * Right move between entries. Collections show a preview image on hover or focus; items with `isNew` get a "New" tag.
 * The dropdown is positioned against the nearest positioned ancestor (the NavBar).
 */
export function MegaMenu({
  entries,
  hideDelayMs = timing.menuHideDelayMs,
  currentHref,
  label,
  onNavigate,
  className,
}: MegaMenuProps) {
  const text = useText();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  // A click right after the pointer opened a dropdown confirms it rather than closing it again.
  const openedByHover = useRef(false);
  const baseId = useId();

  const cancelHide = useCallback(() => {
    clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  }, []);
  const close = useCallback(() => {
    cancelHide();
    setOpenIndex(null);
  }, [cancelHide]);
  useEffect(() => cancelHide, [cancelHide]);

  const topLevel = () =>
    Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-menu-top]') ?? []);

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const items = topLevel();
    const position = items.indexOf(event.currentTarget);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowRight':
        event.preventDefault();
        focusAt(position + 1);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusAt(position - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'ArrowDown':
        if (entries[index]?.panel) {
          event.preventDefault();
          cancelHide();
          setOpenIndex(index);
          // The panel renders on this update; focus its first link afterwards.
          requestAnimationFrame(() => {
            document
              .getElementById(`${baseId}-panel-${index}`)
              ?.querySelector<HTMLElement>('a[href]')
              ?.focus();
          });
        }
        break;
      case 'Escape':
        close();
        break;
      default:
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      document.getElementById(`${baseId}-trigger-${index}`)?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !navRef.current?.contains(next)) close();
  };

  const onPointerEnter = (event: PointerEvent, index: number) => {
    if (event.pointerType !== 'mouse') return;
    cancelHide();
    const hasPanel = Boolean(entries[index]?.panel);
    if (hasPanel && openIndex !== index) openedByHover.current = true;
    setOpenIndex(hasPanel ? index : null);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelHide();
    hideTimer.current = setTimeout(() => setOpenIndex(null), hideDelayMs);
  };

  const chosen = (href: string) => {
    close();
    onNavigate?.(href);
  };

  return (
    <nav
      ref={navRef}
      aria-label={label ?? text.t('ui.menu.main')}
      className={[styles.nav, className].filter(Boolean).join(' ')}
      onBlur={onBlur}
    >
      <ul className={styles.list}>
        {entries.map((entry, index) => {
          const open = openIndex === index;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <li
              key={entry.href}
              className={styles.item}
              onPointerEnter={(event) => onPointerEnter(event, index)}
              onPointerLeave={onPointerLeave}
            >
              {entry.panel ? (
                <>
                  <button
                    type="button"
                    id={`${baseId}-trigger-${index}`}
                    data-menu-top=""
                    className={styles.trigger}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => {
                      cancelHide();
                      if (open && openedByHover.current) {
                        openedByHover.current = false;
                        return;
                      }
                      openedByHover.current = false;
                      setOpenIndex(open ? null : index);
                    }}
                    onKeyDown={(event) => onTopKeyDown(event, index)}
                  >
                    {entry.label}
                    <Icon name="chevronDown" size="1em" className={styles.chevron} />
                  </button>
                  <div
                    id={panelId}
                    className={styles.panel}
                    hidden={!open}
                    onKeyDown={(event) => onPanelKeyDown(event, index)}
                  >
                    <PanelContent entry={entry} panel={entry.panel} onChoose={chosen} />
                  </div>
                </>
              ) : (
                <Link
                  href={entry.href}
                  variant="bare"
                  data-menu-top=""
                  className={styles.trigger}
                  aria-current={currentHref === entry.href ? 'page' : undefined}
                  onKeyDown={(event) => onTopKeyDown(event, index)}
                  onClick={() => chosen(entry.href)}
                >
                  {entry.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PanelContent({
  entry,
  panel,
  onChoose,
}: {
  entry: NavEntry;
  panel: MenuPanel;
  onChoose: (href: string) => void;
}) {
  const text = useText();
  const collections = panel.collections;
  const [previewIndex, setPreviewIndex] = useState(0);
  const preview = collections?.items[previewIndex] ?? collections?.items[0];
  return (
    <div className={[container, styles.panelInner].join(' ')}>
      <div className={styles.panelHeader}>
        <p className={styles.panelTitle}>{entry.label}</p>
        <Link href={entry.href} variant="standalone" onClick={() => onChoose(entry.href)}>
          {panel.overviewLabel ?? text.t('ui.menu.viewAll', { label: entry.label })}
        </Link>
      </div>
      <div className={styles.categories}>
        {panel.categories.map((category) => (
          <div key={category.href + category.title}>
            {category.image ? (
              <img
                className={styles.categoryImage}
                src={category.image.src}
                alt={category.image.alt}
                loading="lazy"
              />
            ) : null}
            <Link
              href={category.href}
              variant="bare"
              className={styles.categoryTitle}
              onClick={() => onChoose(category.href)}
            >
              {category.title}
            </Link>
            <ul className={styles.links}>
              {category.items.map((item) => (
                <li key={item.href + item.title}>
                  <Link
                    href={item.href}
                    variant="bare"
                    className={styles.menuLink}
                    onClick={() => onChoose(item.href)}
                  >
                    <MenuLinkText item={item} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {collections ? (
        <div className={styles.collections}>
          <div>
            <Link
              href={collections.href}
              variant="bare"
              className={styles.categoryTitle}
              onClick={() => onChoose(collections.href)}
            >
              {collections.title}
            </Link>
            <ul className={styles.collectionLinks}>
              {collections.items.map((item, index) => (
                <li key={item.href + item.title} className={styles.collectionItem}>
                  <Link
                    href={item.href}
                    variant="bare"
                    className={styles.menuLink}
                    onPointerEnter={() => setPreviewIndex(index)}
                    onFocus={() => setPreviewIndex(index)}
                    onClick={() => onChoose(item.href)}
                  >
                    <MenuLinkText item={item} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          {preview?.image ? (
            <figure className={styles.preview}>
              <img
                className={styles.previewImage}
                src={preview.image.src}
                alt={preview.image.alt}
                loading="lazy"
              />
              <figcaption className={styles.previewCaption}>{preview.title}</figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
