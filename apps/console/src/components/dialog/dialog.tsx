import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  /** Called on Escape and by the dialog's own buttons: the owner closes it by unmounting it. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the platform's <dialog>: focus moves into it and stays there, Escape closes
 * it, and focus goes back where it was. Rendered while open; unmount it to close.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      latestClose.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.close();
      returnTo?.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** The row of a dialog's buttons, the main one last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
