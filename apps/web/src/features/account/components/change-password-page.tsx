import { PasswordText, changePasswordFormSchema, isGuestEmail } from '@citybook/contract/account';
import type { ChangePasswordForm as ChangePasswordValues } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { withToast } from '../../../components/toast/toast-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useProfile } from '../api/get-profile.ts';
import { toChangePasswordFailure } from './change-password-error.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import styles from './form-page.module.css';
import { GuestNotice } from '../../../components/guest-notice/guest-notice.tsx';
import { useShowFormFailure } from './use-show-form-failure.ts';
import { ConnectionNeeded } from './connection-needed.tsx';

export function ChangePasswordPage() {
  useDocumentTitle('Change Password');
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const isGuest = profile !== undefined && isGuestEmail(profile.emailAddress);
  const changePassword = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const showFailure = useShowFormFailure(form.setError);

  const submit = ({ currentPassword, password }: ChangePasswordValues) => {
    changePassword.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          void navigate(paths.managementMc, {
            replace: true,
            state: withToast(PasswordText.changeDone),
          });
        },
        onError: (error) => {
          showFailure(toChangePasswordFailure(error), error);
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Change Password</h1>
      <ConnectionNeeded message={OfflineText.accountNeedsConnection} />
      {isGuest ? <GuestNotice className={styles.notice} /> : null}
      <ChangePasswordForm
        form={form}
        disabled={isGuest || changePassword.isPending}
        onSubmit={submit}
      />
      <p className={styles.links}>
        <Link to={paths.managementMc}>Back to Account</Link>
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </p>
    </div>
  );
}
