import { ProfileText, isGuestEmail } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { GuestNotice } from '../../../components/guest-notice/guest-notice.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { isForbidden } from '../../../lib/api-client.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import { useGoBack } from '../../../lib/history.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useEndLocalSession } from '../use-end-local-session.ts';
import { useProfile } from '../api/get-profile.ts';
import styles from './account-management-page.module.css';
import { DeleteAccountDialog, type DeleteOutcome } from './delete-account-dialog.tsx';
import { ConnectionNeeded } from './connection-needed.tsx';

/** ACCOUNT-21 /account/deleteAccount: asks in a dialog, deletes, logs out and shows login. */
export function DeleteAccountPage() {
  useDocumentTitle('Delete Account');
  const showError = useErrorDialog();
  const goBack = useGoBack();
  const endLocalSession = useEndLocalSession();
  const { data: profile } = useProfile();
  // ACCOUNT-5: the shared guest is told why instead of being asked for a password it cannot use.
  const guest = profile !== undefined && isGuestEmail(profile.emailAddress);

  const onClosed = useCallback(
    (outcome: DeleteOutcome) => {
      if (outcome.kind === 'cancelled') {
        goBack(paths.managementMc);
        return;
      }
      // The server ended the session with the account; only this device is left to tidy.
      if (outcome.kind === 'deleted') {
        void endLocalSession({ toast: ProfileText.deleted, erased: true });
        return;
      }
      const { error } = outcome;
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
    [goBack, endLocalSession, showError],
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Delete Account</h1>
      <ConnectionNeeded message={OfflineText.accountNeedsConnection} />
      {guest ? (
        <>
          <GuestNotice />
          <p>
            <Link to={paths.managementMc}>Back to Account</Link>
          </p>
        </>
      ) : (
        <>
          <p>{ProfileText.deleteConfirm}</p>
          <DeleteAccountDialog onClosed={onClosed} />
        </>
      )}
    </div>
  );
}
