import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Called once the dialog has closed, by its button or by Escape. */
  onClose: () => void;
  closeLabel?: string;
}

/** A modal message with one button. Render it only while it is open. */
export function Dialog({ title, children, onClose, closeLabel = 'OK' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The native modal gives focus trapping, Escape and an inert page behind it for free.
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <Button onClick={() => ref.current?.close()}>{closeLabel}</Button>
      </div>
    </dialog>
  );
}
