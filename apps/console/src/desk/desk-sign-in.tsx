import { DeskText } from '@citybook/contract/redemption';
import { StaffSignInText } from '@citybook/contract/staff';
import { useEffect, useRef } from 'react';
import { CodeStep } from '../components/sign-in/code-step.tsx';
import { NewPasswordStep } from '../components/sign-in/new-password-step.tsx';
import { PasswordStep } from '../components/sign-in/password-step.tsx';
import {
  useBusinessSignIn,
  type BusinessStep,
} from '../components/sign-in/use-business-sign-in.ts';
import { setNewPassword, signIn, submitCode } from './desk-api.ts';
import styles from './desk.module.css';

const TITLES: Record<BusinessStep, string> = {
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
  const { step, expired, next, signedIn, onExpired } = useBusinessSignIn(onSignedIn);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [step]);

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
