// Shared behaviour of the package's dialogs over the native <dialog>: modal in the top layer (so the rest of the page
// is inert and focus stays inside), Escape closes, focus moves in (to `[data-autofocus]` when there is one) and returns
// to where it was when the dialog opened.
import { useEffect, useRef } from 'react';

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
