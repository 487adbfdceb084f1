import { PROFILE_ERROR_MESSAGE } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { useEffect, useEffectEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { paths } from '../../../lib/paths.ts';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProfile } from '../api/get-profile.ts';
import styles from './form-page.module.css';
import { ProfileEditor } from './profile-editor.tsx';
import { ConnectionNeeded } from './connection-needed.tsx';

export function ProfileEditPage() {
  useDocumentTitle('Edit Profile');
  const navigate = useNavigate();
  const showErrorDialog = useErrorDialog();
  const { data: profile, error } = useProfile();

  // ACCOUNT-16: a failed profile load explains itself, then goes back one page.
  const explainLoadFailure = useEffectEvent((error: unknown) => {
    showErrorDialog({
      // APP-8: a 400, 402, 404 or 405 answer says what went wrong in the server's words.
      message: loadFailureMessage(error, PROFILE_ERROR_MESSAGE),
      error,
      onClose: () => {
        void navigate(-1);
      },
    });
  });
  useEffect(() => {
    if (error) explainLoadFailure(error);
  }, [error]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Edit Profile</h1>
      <ConnectionNeeded message={OfflineText.accountNeedsConnection} />
      {profile ? <ProfileEditor profile={profile} /> : null}
      <p className={styles.links}>
        <Link to={paths.changePassword}>Change Password</Link>
        <Link to={paths.managementMc}>Back to Account</Link>
      </p>
    </div>
  );
}
