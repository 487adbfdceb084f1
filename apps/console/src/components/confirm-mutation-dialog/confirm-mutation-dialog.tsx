import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { Dialog, DialogActions } from '../dialog/dialog.tsx';
import { Notice } from '../notice/notice.tsx';

interface ConfirmMutationDialogProps<Result> {
  /** The question: "Disable Corner Group?". */
  title: string;
  /** What the action does, before it is confirmed. */
  children: ReactNode;
  /** The confirming button's words, and its words while the call runs. */
  action: string;
  pending: string;
  /** The call the confirmation makes. */
  mutation: () => Promise<Result>;
  /** What the failure says when the server gave no words for people. */
  failed: string;
  /** A danger button for what takes something away; a plain one otherwise. */
  danger?: boolean;
  onClose: () => void;
  onDone: (result: Result) => void;
}

/**
 * A confirmation before a call that is not undone in one step (disable, remove, reset): Cancel,
 * the action, and the call's failure in the dialog.
 */
export function ConfirmMutationDialog<Result>({
  title,
  children,
  action,
  pending,
  mutation,
  failed,
  danger = true,
  onClose,
  onDone,
}: ConfirmMutationDialogProps<Result>) {
  const confirmed = useMutation({ mutationFn: mutation, onSuccess: onDone });
  return (
    <Dialog title={title} onClose={onClose}>
      {confirmed.isError ? (
        <Notice tone="error">{messageOf(confirmed.error, failed)}</Notice>
      ) : null}
      {children}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          disabled={confirmed.isPending}
          onClick={() => confirmed.mutate()}
        >
          {confirmed.isPending ? pending : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
