import type { IconName } from '../../icons/Icon';
import { useText } from '../../i18n/TextProvider';

/** A link the header keeps in reach on every page at every width, with how many things it holds (a wishlist, a comparison). */
export interface NavBarShortcut {
  /** What it leads to, such as "Wishlist"; with the count it names the link ("Wishlist, 3 items"). */
  label: string;
  href: string;
  icon: IconName;
  /** How many things it holds, shown as a badge above zero; leave it out while unknown (the server render). */
  count?: number;
}

/** A shortcut's accessible name: its label and its count in words, or the label alone while the count is unknown. */
export function useShortcutName(shortcut: NavBarShortcut): string {
  const text = useText();
  return shortcut.count === undefined
    ? shortcut.label
    : text.t('ui.navBar.shortcut', { label: shortcut.label, count: shortcut.count });
}
