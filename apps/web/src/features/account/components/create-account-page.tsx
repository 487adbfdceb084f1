import { CreateAccountText, createAccountFormSchema } from '@citybook/contract/account';
import type { CreateAccountForm as CreateAccountValues } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isMobilePlusSession } from '../../../lib/variant.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { toCreateAccountFailure } from './create-account-error.ts';
import { CreateAccountForm } from './create-account-form.tsx';
import styles from './form-page.module.css';
import { PaymentLoginNotice } from './payment-login-notice.tsx';
import { useShowFormFailure } from './use-show-form-failure.ts';
import { ConnectionNeeded } from './connection-needed.tsx';

export function CreateAccountPage() {
  useDocumentTitle('Create Account');
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const form = useForm({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: { emailAddress: '', password: '', confirmPassword: '' },
  });
  const showFailure = useShowFormFailure(form.setError, CreateAccountText.errorTitle);

  const submit = ({ emailAddress, password }: CreateAccountValues) => {
    createAccount.mutate(
      { emailAddress, password, IsMobilePlus: isMobilePlusSession() },
      {
        // The new user is logged in; a market is chosen before anything else (MARKET-4).
        onSuccess: (profile) => {
          void navigate(profile.marketId === null ? paths.market : paths.categories, {
            replace: true,
          });
        },
        onError: (error) => {
          showFailure(toCreateAccountFailure(error), error);
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Create Account</h1>
      <ConnectionNeeded message={OfflineText.accountNeedsConnection} />
      <PaymentLoginNotice />
      <CreateAccountForm form={form} pending={createAccount.isPending} onSubmit={submit} />
      <p className={styles.links}>
        <Link to={paths.login}>Already have an account? Log in</Link>
      </p>
    </div>
  );
}
