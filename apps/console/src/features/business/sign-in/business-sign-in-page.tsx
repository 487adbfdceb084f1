import { ErrorCode } from '@citybook/contract/app';
import type { BusinessSignInStep } from '@citybook/contract/business';
import { StaffSignInText } from '@citybook/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { BUSINESS_HOME, currentBusinessKey } from '../session/current-business.ts';
import { CodeStep, NewPasswordStep, PasswordStep } from './sign-in-steps.tsx';
import styles from './business-sign-in.module.css';

type Step = 'password' | Exclude<BusinessSignInStep, 'signedIn'>;

const TITLES: Record<Step, string> = {
  password: 'Sign in to your business',
  changePassword: 'Choose your password',
  code: 'Enter your code',
};

/** What the page that sent a person here says of why. */
function reasonOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  if ('ended' in state) return 'Your session has ended. Please sign in again.';
  if ('signedOut' in state) return 'You are signed out.';
  return undefined;
}

/**
 * MERCHANT-2: a business's people sign in at /console/business/sign-in with their e-mail and
 * password, then what the server asks next: a new password at the first sign-in, the code when
 * they have a second factor; then their portal.
 */
export function BusinessSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reason] = useState(() => reasonOf(location.state));
  const [step, setStep] = useState<Step>('password');
  const [expired, setExpired] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    document.title = `${TITLES[step]} · Citybook business`;
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [step]);

  const signedIn = () => {
    void queryClient.invalidateQueries({ queryKey: currentBusinessKey });
    void navigate(BUSINESS_HOME, { replace: true });
  };
  const next = (name: BusinessSignInStep) => {
    setExpired(false);
    if (name === 'signedIn') signedIn();
    else setStep(name);
  };
  const onExpired = useCallback((error: unknown) => {
    if (!(error instanceof ApiError && error.code === ErrorCode.staffSignInExpired)) return false;
    setExpired(true);
    setStep('password');
    return true;
  }, []);

  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby="business-sign-in-title">
        <p className={styles.brand}>Citybook for business</p>
        <h1 id="business-sign-in-title" ref={heading} tabIndex={-1} className={styles.title}>
          {TITLES[step]}
        </h1>
        {expired ? (
          <Notice tone="error">{StaffSignInText.signInExpired}</Notice>
        ) : reason && step === 'password' ? (
          <Notice>{reason}</Notice>
        ) : null}
        {step === 'password' ? (
          <PasswordStep onNext={next} />
        ) : step === 'changePassword' ? (
          <NewPasswordStep onNext={next} onExpired={onExpired} />
        ) : (
          <CodeStep onSignedIn={signedIn} onExpired={onExpired} />
        )}
      </section>
    </main>
  );
}
