import { useRef } from 'react';
import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** True for the confirm button; false for cancel, Escape or browser Back. */
  onAnswer: (confirmed: boolean) => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onAnswer,
}: ConfirmDialogProps) {
  const confirmed = useRef(false);
  return (
    <Dialog
      title={title}
      onClose={() => {
        onAnswer(confirmed.current);
      }}
      actions={(close) => (
        <>
          <Button variant="secondary" data-autofocus onClick={close}>
            {cancelLabel}
          </Button>
          <Button
            onClick={() => {
              confirmed.current = true;
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <p>{message}</p>
    </Dialog>
  );
}
