import { DeskText } from '@citybook/contract/redemption';
import { UNKNOWN_ERROR_MESSAGE } from '@citybook/contract/app';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { setNewPassword, signIn } from './desk-api.ts';
import styles from './desk.module.css';

/** A text field of the submitted form. */
const fieldOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.answered ? error.message : UNKNOWN_ERROR_MESSAGE;

/**
 * The desk's own sign-in (MERCHANT-2): e-mail and password, then the new password of a first
 * sign-in. A person with a second factor signs in at the business console first.
 */
export function DeskSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<'password' | 'changePassword' | 'code'>('password');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const { next } =
        step === 'password'
          ? await signIn(fieldOf(form, 'email'), fieldOf(form, 'password'))
          : await setNewPassword(fieldOf(form, 'newPassword'));
      if (next === 'signedIn') onSignedIn();
      else setStep(next);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (step === 'code') return <p className={styles.note}>{DeskText.codeStepUnsupported}</p>;

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)}>
      <h2>{step === 'password' ? DeskText.signInTitle : DeskText.newPasswordTitle}</h2>
      {step === 'password' ? (
        <>
          <label className={styles.field}>
            {DeskText.email}
            <input name="email" type="email" autoComplete="username" required />
          </label>
          <label className={styles.field}>
            {DeskText.password}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
        </>
      ) : (
        <label className={styles.field}>
          {DeskText.newPassword}
          <input name="newPassword" type="password" autoComplete="new-password" required />
        </label>
      )}
      {error && (
        <p className={styles.note} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
        {step === 'password' ? DeskText.signIn : DeskText.savePassword}
      </button>
    </form>
  );
}
