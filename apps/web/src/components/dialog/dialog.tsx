import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import styles from './dialog.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

type Closing = (close: () => void) => ReactNode;

interface DialogProps {
  title: string;
  /** The message; a function receives `close` for content that ends the dialog (a choice list). */
  children: ReactNode | Closing;
  /** Called once the dialog has closed: by a button, Escape or browser Back. */
  onClose: () => void;
  /** Label of the single default button. */
  closeLabel?: string;
  /** Replaces the default button; mark the one to focus first with `data-autofocus`. */
  actions?: Closing;
}

/** A modal dialog. Render it only while it is open; it opens when mounted. */
export function Dialog({ title, children, onClose, closeLabel = 'OK', actions }: DialogProps) {
  const { ref, close } = useModalDialog(onClose);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      // Explicit, so accessibility checkers know the dialog as a region of its own.
      role="dialog"
      aria-labelledby={titleId}
      // A choice list is not read out as the dialog's description.
      aria-describedby={typeof children === 'function' ? undefined : bodyId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {typeof children === 'function' ? children(close) : children}
      </div>
      <div className={styles.actions}>
        {actions ? (
          actions(close)
        ) : (
          <Button data-autofocus onClick={close}>
            {closeLabel}
          </Button>
        )}
      </div>
    </dialog>
  );
}
