import { PasswordText, resetPasswordFormSchema } from '@citybook/contract/account';
import type { ResetPasswordForm as ResetPasswordValues } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withToast } from '../../../components/toast/toast-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import styles from './form-page.module.css';
import { toResetPasswordFailure } from './reset-password-error.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { useShowFormFailure } from './use-show-form-failure.ts';
import { ConnectionNeeded } from './connection-needed.tsx';

const titles = { reset: 'Reset Password', set: 'Set Password' } as const;

interface ResetPasswordPageProps {
  /** Set: an account that has no password yet (ACCOUNT-3 login code 9999); reset: a forgotten one. */
  mode: 'reset' | 'set';
}

export function ResetPasswordPage({ mode }: ResetPasswordPageProps) {
  const title = titles[mode];
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const resetPassword = useResetPassword();
  const [tokenExpired, setTokenExpired] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const showFailure = useShowFormFailure(form.setError);

  const submit = ({ password }: ResetPasswordValues) => {
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          void navigate(paths.login, { replace: true, state: withToast(PasswordText.resetDone) });
        },
        onError: (error) => {
          const failure = toResetPasswordFailure(error);
          // An expired token, which no retry can fix, offers a new link.
          if (failure.kind === 'field' && failure.field === 'confirmPassword')
            setTokenExpired(true);
          showFailure(failure, error);
        },
      },
    );
  };

  const requestNewLink = <Link to={paths.forgotPassword}>Request a new link</Link>;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <ConnectionNeeded message={OfflineText.accountNeedsConnection} />
      {token === '' ? (
        <p className={styles.notice}>{PasswordText.tokenMissing}</p>
      ) : (
        <ResetPasswordForm
          form={form}
          submitLabel={title}
          pending={resetPassword.isPending}
          onSubmit={submit}
        />
      )}
      <p className={styles.links}>
        {token === '' || tokenExpired ? requestNewLink : null}
        <Link to={paths.login}>Back to Log In</Link>
      </p>
    </div>
  );
}
