import { ErrorCode } from '@citybook/contract/app';
import { StaffSignInText } from '@citybook/contract/staff';
import type { CurrentStaff, StaffSignInStep } from '@citybook/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentStaffKey } from '../session/current-staff.ts';
import { readSignInState, signInReasonText } from '../session/sign-in-state.ts';
import { CodeStep } from './code-step.tsx';
import { EnrolStep } from './enrol-step.tsx';
import { NewPasswordStep } from './new-password-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import styles from './sign-in.module.css';

type Step =
  | { name: 'password' | StaffSignInStep }
  | { name: 'recoveryCodes'; codes: readonly string[]; staff: CurrentStaff };

const TITLES: Record<Step['name'], string> = {
  password: 'Sign in',
  changePassword: 'Choose your password',
  enrol: 'Set up your authenticator app',
  code: 'Enter your code',
  recoveryCodes: 'Save your recovery codes',
};

/**
 * Staff sign-in (OPERATOR-3, OPERATOR-4): the e-mail and password, then what the server asks
 * for next: a new password and the authenticator's enrolment at a first sign-in, else the code.
 */
export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [entry] = useState(() => readSignInState(location.state));
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [notice, setNotice] = useState<{ text: string; tone: 'info' | 'error' }>();
  const reason = signInReasonText(entry);

  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    document.title = `${TITLES[step.name]} · Citybook console`;
    // Each new step is announced by moving to its heading; the first screen starts at its form.
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [step.name]);

  const signedIn = (staff: CurrentStaff) => {
    queryClient.setQueryData(currentStaffKey, staff);
    void navigate(entry.from ?? '/', { replace: true });
  };
  /** The half-done sign-in expired or was spent: start again, saying why. */
  const onExpired = useCallback((error: unknown) => {
    if (!(error instanceof ApiError && error.code === ErrorCode.staffSignInExpired)) return false;
    setNotice({ text: StaffSignInText.signInExpired, tone: 'error' });
    setStep({ name: 'password' });
    return true;
  }, []);
  const next = (name: StaffSignInStep) => {
    setNotice(undefined);
    setStep({ name });
  };

  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <p className={styles.brand}>Citybook console</p>
        <h1 id="sign-in-title" ref={heading} tabIndex={-1} className={styles.title}>
          {TITLES[step.name]}
        </h1>
        {notice ? (
          <Notice tone={notice.tone}>{notice.text}</Notice>
        ) : reason && step.name === 'password' ? (
          <Notice>{reason}</Notice>
        ) : null}
        {step.name === 'password' ? (
          <PasswordStep onNext={next} />
        ) : step.name === 'changePassword' ? (
          <NewPasswordStep onNext={next} onExpired={onExpired} />
        ) : step.name === 'enrol' ? (
          <EnrolStep
            onExpired={onExpired}
            onDone={(done) =>
              setStep({ name: 'recoveryCodes', codes: done.recoveryCodes, staff: done.staff })
            }
          />
        ) : step.name === 'code' ? (
          <CodeStep onSignedIn={signedIn} onExpired={onExpired} />
        ) : step.name === 'recoveryCodes' ? (
          <RecoveryCodesStep
            codes={step.codes}
            email={step.staff.email}
            onContinue={() => signedIn(step.staff)}
          />
        ) : null}
      </section>
    </main>
  );
}
