import { useCallback, useEffect, useRef } from 'react';
import { pushDialogEntry } from './dialog-history.ts';
import type { DialogHistoryEntry } from './dialog-history.ts';

/**
 * The element that last had focus. A button that is disabled while its action runs loses focus
 * to the page body before the dialog its action opens; that button is still where focus belongs
 * when the dialog closes.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

const REFOCUS_RETRY_MS = 50;
const REFOCUS_GIVE_UP_MS = 3000;

/**
 * Gives focus back to the dialog's opener. An opener still disabled (its action is finishing)
 * gets it once it is enabled again, unless focus has gone somewhere else meanwhile.
 */
function restoreFocus(opener: HTMLElement): void {
  const giveUpAt = Date.now() + REFOCUS_GIVE_UP_MS;
  const attempt = () => {
    if (!opener.isConnected) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    opener.focus();
    if (document.activeElement !== opener && Date.now() < giveUpAt) {
      setTimeout(attempt, REFOCUS_RETRY_MS);
    }
  };
  opener.focus();
  if (document.activeElement !== opener) setTimeout(attempt, REFOCUS_RETRY_MS);
}

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
      opener.current = focusedElement();
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
      if (opener.current?.isConnected) restoreFocus(opener.current);
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
