import { GUEST_EMAIL, GUEST_PASSWORD, LOGIN_FAILED_MESSAGE } from '@citybook/contract/account';
import type { Credentials } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { paths } from '../../../lib/paths.ts';
import { useIsAppRunning } from '../../../lib/use-browser-value.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogin } from '../api/login.ts';
import { toLoginFailure } from './login-error.ts';
import { LoginForm } from './login-form.tsx';
import styles from './form-page.module.css';
import { PaymentLoginNotice } from './payment-login-notice.tsx';
import { ConnectionNeeded } from './connection-needed.tsx';

/** Only after the server e-mailed a code (ACCOUNT-29): its form library loads then, not before. */
const LoginCodeStep = lazy(async () => ({
  default: (await import('./login-code-step.tsx')).LoginCodeStep,
}));

export function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const login = useLogin();
  const showErrorDialog = useErrorDialog();
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = () => {
    void navigate(paths.categories, { replace: true });
  };
  const [rejected, setRejected] = useState(false);
  const [lastEmail, setLastEmail] = useState('');
  // The prerendered page (ADR 0061) shows the form before the app's script has arrived: its
  // buttons wait for the app, or a submit would send the form to the address as a plain page.
  const running = useIsAppRunning();
  const busy = login.isPending || !running;

  const logIn = (credentials: Credentials) => {
    login.mutate(credentials, {
      onSuccess: signedIn,
      onError: (error) => {
        const failure = toLoginFailure(error);
        switch (failure.kind) {
          case 'codeSent':
            setChallenge(failure.challenge);
            break;
          case 'invalidCredentials':
            setRejected(true);
            break;
          case 'setPassword':
            void navigate(paths.setPassword(failure.token));
            break;
          case 'dialog':
            // APP-7: like every error dialog, with the contact option and an error report.
            showErrorDialog({ title: 'Login Error', message: failure.message, error });
            break;
        }
      },
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Log in to Citybook</h1>
      <ConnectionNeeded message={OfflineText.loginNeedsConnection} />
      <PaymentLoginNotice />
      {challenge === null ? (
        <LoginForm
          pending={busy}
          rejected={rejected}
          lastEmail={lastEmail}
          onEdit={() => {
            setRejected(false);
          }}
          onSubmit={(credentials) => {
            // A refusal of these credentials marks (and focuses) the email anew.
            setRejected(false);
            setLastEmail(credentials.email);
            logIn(credentials);
          }}
        />
      ) : (
        <Suspense>
          <LoginCodeStep
            challenge={challenge}
            onSignedIn={signedIn}
            onFailed={(error) => {
              showErrorDialog({ title: 'Login Error', message: LOGIN_FAILED_MESSAGE, error });
            }}
            onRetypePassword={() => {
              setChallenge(null);
            }}
          />
        </Suspense>
      )}
      <Button
        variant="secondary"
        disabled={busy}
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
    </div>
  );
}
