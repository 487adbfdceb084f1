import { useCallback, useEffect, useRef } from 'react';
import { focusedElement, restoreFocus } from './opener-focus.ts';
import { showDialog, whenSettled } from './open-dialogs.ts';
import type { ShownDialog } from './open-dialogs.ts';

/**
 * Opens a native <dialog> as a modal while the component is mounted: focus stays inside, the
 * page behind is inert, Escape and browser Back close it. `onClosed` runs once, after the history
 * has settled and focus is back where it was, so it may navigate.
 */
export function useModalDialog(onClosed: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onClosedRef = useRef(onClosed);
  const opener = useRef<HTMLElement | null>(null);
  const finished = useRef(false);

  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      opener.current = focusedElement();
      dialog.showModal();
      // showModal focuses the first focusable element; a dialog may name a better one.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    let shown: ShownDialog | null = showDialog(() => {
      dialog.close();
    });

    const finish = async () => {
      if (finished.current) return;
      finished.current = true;
      shown?.closed();
      shown = null;
      await whenSettled();
      if (opener.current?.isConnected) restoreFocus(opener.current);
      onClosedRef.current();
    };
    const handleClose = () => {
      void finish();
    };
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      // Unmounted while open: its page went away, or StrictMode mounts it again at once.
      shown?.dropped();
    };
  }, []);

  const close = useCallback(() => {
    ref.current?.close();
  }, []);

  return { ref, close };
}
