import { PasswordText, forgotPasswordFormSchema } from '@citybook/contract/account';
import type { ForgotPasswordForm } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { withToast } from '../../../components/toast/toast-state.ts';
import { isRateLimited } from '../../../lib/api-error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AccountForm } from './account-form.tsx';
import { EmailField } from './email-field.tsx';
import styles from './form-page.module.css';
import { ConnectionNeeded } from './connection-needed.tsx';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const showErrorDialog = useErrorDialog();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { emailAddress: '' },
  });

  const submit = (values: ForgotPasswordForm) => {
    forgotPassword.mutate(values, {
      onSuccess: () => {
        void navigate(paths.login, { replace: true, state: withToast(PasswordText.forgotSent) });
      },
      onError: (error) => {
        const message = isRateLimited(error) ? error.message : PasswordText.forgotFailed;
        showErrorDialog({ message, error });
      },
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Forgot Password</h1>
      <ConnectionNeeded message={OfflineText.accountNeedsConnection} />
      <p>
        Enter the email address of your account and we will send you a link to reset its password.
      </p>
      <AccountForm
        onSubmit={handleSubmit(submit)}
        submitLabel="Send Reset Link"
        disabled={forgotPassword.isPending}
      >
        <EmailField error={errors.emailAddress?.message} {...register('emailAddress')} />
      </AccountForm>
      <p className={styles.links}>
        <Link to={paths.login}>Back to Log In</Link>
        <Link to={paths.createAccount}>Create an account</Link>
      </p>
    </div>
  );
}
