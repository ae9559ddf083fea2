// Focus by rule when an item leaves a list (the bathroom list, compare): it goes to the item now in the removed one's
// place, else the one before it, else the list's heading, so a keyboard or screen-reader visitor is never dropped on
// <body> at the top of the page.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * `keys` are the items shown, in order; `itemAt(i)` gives the control to focus in the i-th item now shown. Focus is
 * moved only when it was lost with the removed item (on `<body>`), never taken from where the visitor put it.
 */
export function useFocusAfterRemoval(
  keys: readonly string[],
  itemAt: (index: number) => HTMLElement | null | undefined,
  heading: RefObject<HTMLElement | null>,
) {
  const previous = useRef(keys);
  const joined = keys.join('\n');
  useEffect(() => {
    const before = previous.current;
    previous.current = keys;
    const gone = before.findIndex((key) => !keys.includes(key));
    if (gone === -1 || keys.length >= before.length) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next = keys.length > 0 ? itemAt(Math.min(gone, keys.length - 1)) : undefined;
    (next ?? heading.current)?.focus();
    // Only a change of the items shown matters, not a new array or callback on each render.
  }, [joined]);
}
