import { useCallback, useEffect, useRef } from 'react';
import { pushDialogEntry } from './dialog-history.ts';
import type { DialogHistoryEntry } from './dialog-history.ts';

/**
 * Opens a native <dialog> as a modal while the component is mounted: focus stays inside, the
 * page behind is inert, Escape and browser Back close it. `onClosed` runs once, after the
 * dialog's history entry is gone and focus is back where it was, so it may navigate.
 */
export function useModalDialog(onClosed: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onClosedRef = useRef(onClosed);
  const entry = useRef<DialogHistoryEntry | null>(null);
  const finished = useRef(false);
  const mounted = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    mounted.current = true;
    if (!dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal focuses the first focusable element; a dialog may name a better one.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    // StrictMode runs this effect twice: the entry of the first run is kept, not pushed again.
    entry.current ??= pushDialogEntry(() => {
      entry.current = null;
      dialog.close();
    });

    const finish = async () => {
      if (finished.current) return;
      finished.current = true;
      const leaving = entry.current;
      entry.current = null;
      await leaving?.leave();
      if (opener.current?.isConnected) opener.current.focus();
      onClosedRef.current();
    };
    const handleClose = () => {
      void finish();
    };
    dialog.addEventListener('close', handleClose);
    return () => {
      mounted.current = false;
      dialog.removeEventListener('close', handleClose);
      // Unmounted while open (the page went away): drop the entry unless StrictMode remounts.
      setTimeout(() => {
        if (mounted.current || !entry.current) return;
        const leaving = entry.current;
        entry.current = null;
        void leaving.leave();
      }, 0);
    };
  }, []);

  const close = useCallback(() => {
    ref.current?.close();
  }, []);

  return { ref, close };
}
