import { ProfileText } from '@citybook/contract';
import { useEffect, useRef } from 'react';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { isForbidden } from '../../../lib/api-client.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import { useGoBack } from '../../../lib/history.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useEndLocalSession } from '../use-end-local-session.ts';
import styles from './account-management-page.module.css';

const DELETE_CONFIRM = {
  title: 'Delete Account',
  message: ProfileText.deleteConfirm,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
};

/** Spec §2 /account/deleteAccount: asks in a dialog, deletes, logs out and shows login. */
export function DeleteAccountPage() {
  useDocumentTitle('Delete Account');
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const goBack = useGoBack();
  const deleteAccount = useDeleteAccount();
  const endLocalSession = useEndLocalSession();
  const asked = useRef(false);
  const { mutate } = deleteAccount;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void confirm(DELETE_CONFIRM).then((confirmed) => {
      if (!confirmed) {
        goBack(paths.managementMc);
        return;
      }
      mutate(undefined, {
        // The server ended the session with the account; only this device is left to tidy.
        onSuccess: () => void endLocalSession(ProfileText.deleted),
        onError: (error) => {
          showError({
            message: isForbidden(error)
              ? error.message
              : messageForApiError(error, ProfileText.deleteFailed),
            error,
            onClose: () => {
              goBack(paths.managementMc);
            },
          });
        },
      });
    });
  }, [confirm, goBack, mutate, endLocalSession, showError]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Delete Account</h1>
      <p>{deleteAccount.isPending ? 'Deleting your account…' : ProfileText.deleteConfirm}</p>
    </div>
  );
}
