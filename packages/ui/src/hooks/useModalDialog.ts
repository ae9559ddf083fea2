// Shared behaviour of the package's dialogs over the native <dialog>: modal in the top layer (so the rest of the page
// is inert), Tab and Shift+Tab kept going round the dialog's controls, Escape closes, focus moves in (to `[data-autofocus]` when there is one) and returns
// to where it was when the dialog opened.
import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"])';

/** The controls inside `root` that Tab reaches, in order: enabled, and shown. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert], [hidden]') &&
      // Where the browser can tell (jsdom cannot), only what is shown.
      (typeof element.checkVisibility !== 'function' ||
        element.checkVisibility({ visibilityProperty: true })),
  );
}

export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      // Environments without the modal API (jsdom) still get an open dialog.
      dialog.setAttribute('open', '');
    }
    // The element marked data-autofocus takes focus (React's autoFocus would fire before the opener is recorded).
    const initial = dialog.querySelector<HTMLElement>('[data-autofocus]');
    if (initial) initial.focus();
    else if (!dialog.contains(document.activeElement)) dialog.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        // Tab and Shift+Tab go round the dialog's own controls: past the last one the browser would move focus to
        // its own toolbar, which a visitor sees as focus on nothing.
        const controls = focusables(dialog);
        const first = controls[0];
        const last = controls.at(-1);
        if (!first || !last) {
          event.preventDefault();
          return;
        }
        const active = document.activeElement;
        if (event.shiftKey && (active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open]);

  return ref;
}
