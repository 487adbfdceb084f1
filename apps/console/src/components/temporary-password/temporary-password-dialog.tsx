import { Button } from '@citybook/ui';
import type { ReactNode } from 'react';
import { Dialog, DialogActions } from '../dialog/dialog.tsx';
import { TemporaryPassword } from './temporary-password.tsx';

interface TemporaryPasswordDialogProps {
  title: string;
  password: string;
  onClose: () => void;
  /** The screen's words about the password. */
  children: ReactNode;
}

/** The end of an invitation or a reset: the temporary password, shown once, and Done. */
export function TemporaryPasswordDialog({
  title,
  password,
  onClose,
  children,
}: TemporaryPasswordDialogProps) {
  return (
    <Dialog title={title} onClose={onClose}>
      <TemporaryPassword password={password}>{children}</TemporaryPassword>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
