import {
  GUEST_EMAIL,
  GUEST_PASSWORD,
  INVALID_CREDENTIALS_MESSAGE,
  loginFormSchema,
} from '@citybook/contract';
import type { Credentials } from '@citybook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogin } from '../api/login.ts';
import { toLoginFailure } from './login-error.ts';
import { LoginForm } from './login-form.tsx';
import styles from './form-page.module.css';
import { SERVER_ERROR } from './server-error.ts';

export function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const login = useLogin();
  const [dialogMessage, setDialogMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const logIn = (credentials: Credentials) => {
    login.mutate(credentials, {
      onSuccess: () => {
        void navigate(paths.categories, { replace: true });
      },
      onError: (error) => {
        const failure = toLoginFailure(error);
        switch (failure.kind) {
          case 'invalidCredentials':
            form.setError(
              'email',
              { type: SERVER_ERROR, message: INVALID_CREDENTIALS_MESSAGE },
              { shouldFocus: true },
            );
            break;
          case 'setPassword':
            void navigate(paths.setPassword(failure.token));
            break;
          case 'dialog':
            setDialogMessage(failure.message);
            break;
        }
      },
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Log in to Citybook</h1>
      <LoginForm form={form} pending={login.isPending} onSubmit={logIn} />
      <Button
        variant="secondary"
        disabled={login.isPending}
        onClick={() => {
          logIn({ email: GUEST_EMAIL, password: GUEST_PASSWORD });
        }}
      >
        Continue as Guest
      </Button>
      <p className={styles.links}>
        <Link to={paths.forgotPassword}>Forgot password?</Link>
        <Link to={paths.createAccount}>Create an account</Link>
      </p>
      {dialogMessage !== null ? (
        <Dialog
          title="Login Error"
          onClose={() => {
            setDialogMessage(null);
          }}
        >
          <p>{dialogMessage}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
