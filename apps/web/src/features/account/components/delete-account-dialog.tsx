import { AccountApi, ProfileText } from '@citybook/contract/account';
import { useDeleteAccount } from '../api/delete-account.ts';
import { PasswordConfirmDialog } from './password-confirm-dialog.tsx';
import { DeleteAccountText } from '../delete-account-text.ts';

/** How the dialog ended: kept, deleted, or a failure to explain (never a wrong password). */
export type DeleteOutcome =
  { kind: 'cancelled' } | { kind: 'deleted' } | { kind: 'failed'; error: unknown };

/** ACCOUNT-21 /account/deleteAccount's confirmation, with the current password (issue #14). */
export function DeleteAccountDialog({ onClosed }: { onClosed: (outcome: DeleteOutcome) => void }) {
  const deleteAccount = useDeleteAccount();
  return (
    <PasswordConfirmDialog
      title={DeleteAccountText.title}
      message={ProfileText.deleteConfirm}
      confirmLabel={DeleteAccountText.confirm}
      busyLabel={DeleteAccountText.deleting}
      cancelLabel={DeleteAccountText.cancel}
      endpoint={AccountApi.deleteAccount}
      confirm={(currentPassword) => deleteAccount.mutateAsync({ currentPassword })}
      pending={deleteAccount.isPending}
      onClosed={(outcome) => {
        onClosed(outcome.kind === 'done' ? { kind: 'deleted' } : outcome);
      }}
    />
  );
}
