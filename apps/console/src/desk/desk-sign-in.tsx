import type { BusinessSignInStep } from '@citybook/contract/business';
import { DeskText } from '@citybook/contract/redemption';
import { StaffSignInText } from '@citybook/contract/staff';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CodeStep } from '../components/sign-in/code-step.tsx';
import { NewPasswordStep } from '../components/sign-in/new-password-step.tsx';
import { PasswordStep } from '../components/sign-in/password-step.tsx';
import { isSignInExpired } from '../components/sign-in/sign-in-expired.ts';
import { rememberSignInRealm } from '../lib/sign-in-realm.ts';
import { setNewPassword, signIn, submitCode } from './desk-api.ts';
import styles from './desk.module.css';

type Step = Exclude<BusinessSignInStep, 'signedIn'> | 'password';

const TITLES: Record<Step, string> = {
  password: DeskText.signInTitle,
  changePassword: DeskText.newPasswordTitle,
  code: DeskText.codeTitle,
};

/**
 * The desk's own sign-in (MERCHANT-2, MERCHANT-15): the business sign-in's steps, as the
 * business frame has them: e-mail and password, the new password of a first sign-in, and the
 * code of a person who turned two-step sign-in on.
 */
export function DeskSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>('password');
  const [expired, setExpired] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [step]);

  const signedIn = () => {
    rememberSignInRealm('business');
    onSignedIn();
  };
  const next = ({ next: name }: { next: BusinessSignInStep }) => {
    setExpired(false);
    if (name === 'signedIn') signedIn();
    else setStep(name);
  };
  const onExpired = useCallback((error: unknown) => {
    if (!isSignInExpired(error)) return false;
    setExpired(true);
    setStep('password');
    return true;
  }, []);

  return (
    <div className={styles.stack}>
      <h2 ref={heading} tabIndex={-1}>
        {TITLES[step]}
      </h2>
      {expired && <p role="alert">{StaffSignInText.signInExpired}</p>}
      {step === 'password' ? (
        <PasswordStep signIn={signIn} onAnswer={next} />
      ) : step === 'changePassword' ? (
        <NewPasswordStep save={setNewPassword} onAnswer={next} onExpired={onExpired} />
      ) : (
        <CodeStep submit={submitCode} onSignedIn={signedIn} onExpired={onExpired} />
      )}
    </div>
  );
}
