import { normalizeVerificationCode, DeskText } from '@citybook/contract/redemption';
import { useCallback, useState, type FormEvent } from 'react';
import { AnswerPanel } from './answer-panel.tsx';
import { CameraScanner } from './camera-scanner.tsx';
import { deskCall, type DeskOutcome } from './desk-api.ts';
import styles from './desk.module.css';

type Step =
  | { name: 'ready'; scanning: boolean; note?: string }
  | { name: 'waiting'; code: string; what: 'check' | 'accept' }
  | { name: 'done'; code: string; what: 'check' | 'accept'; outcome: DeskOutcome };

const canScan = () =>
  typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia !== undefined;

/**
 * MERCHANT-4…6: one task: scan or type a code, read the answer, accept a valid one, check the next.
 * What Citybook did not answer is never shown as valid (MERCHANT-6).
 */
export function CodeCheck(props: {
  merchantId: number;
  onSignedOut: () => void;
  onNotYourLocation: () => void;
}) {
  const { merchantId, onSignedOut, onNotYourLocation } = props;
  const [step, setStep] = useState<Step>({ name: 'ready', scanning: false });
  const [typed, setTyped] = useState('');

  const run = useCallback(
    async (what: 'check' | 'accept', code: string) => {
      setStep({ name: 'waiting', code, what });
      const outcome = await deskCall(what, merchantId, code);
      if (outcome.kind === 'signedOut') return onSignedOut();
      if (outcome.kind === 'notYourLocation') return onNotYourLocation();
      setStep({ name: 'done', code, what, outcome });
    },
    [merchantId, onSignedOut, onNotYourLocation],
  );

  const onScanned = useCallback((code: string) => void run('check', code), [run]);
  const onCameraFailure = useCallback(
    () => setStep({ name: 'ready', scanning: false, note: DeskText.noCamera }),
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeVerificationCode(typed);
    if (code === undefined) setStep({ name: 'ready', scanning: false, note: DeskText.badCode });
    else void run('check', code);
  }

  function another() {
    setTyped('');
    setStep({ name: 'ready', scanning: false });
  }

  if (step.name === 'waiting')
    return (
      <p className={styles.waiting} role="status">
        {step.what === 'check' ? DeskText.checking : DeskText.accepting}
      </p>
    );

  if (step.name === 'done') {
    const { outcome } = step;
    return (
      <div className={styles.stack}>
        {outcome.kind === 'answer' ? (
          <AnswerPanel answer={outcome.answer} />
        ) : (
          <section className={`${styles.answer} ${styles.wait}`} role="alert">
            <h2 className={styles.answerTitle}>
              {outcome.kind === 'tooMany' ? DeskText.tooMany : DeskText.unreachable}
            </h2>
            <p className={styles.code}>{step.code}</p>
          </section>
        )}
        {outcome.kind === 'answer' && outcome.answer.answer === 'valid' && (
          <button
            type="button"
            className={`${styles.button} ${styles.accept}`}
            onClick={() => void run('accept', step.code)}
          >
            {DeskText.accept}
          </button>
        )}
        {outcome.kind !== 'answer' && (
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => void run(step.what, step.code)}
          >
            {DeskText.tryAgain}
          </button>
        )}
        <button type="button" className={styles.button} onClick={another}>
          {DeskText.checkAnother}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      {step.scanning ? (
        <>
          <CameraScanner onCode={onScanned} onFailure={onCameraFailure} />
          <button
            type="button"
            className={styles.button}
            onClick={() => setStep({ name: 'ready', scanning: false })}
          >
            {DeskText.stopScan}
          </button>
        </>
      ) : (
        canScan() && (
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => setStep({ name: 'ready', scanning: true })}
          >
            {DeskText.scan}
          </button>
        )
      )}
      <form className={styles.codeForm} onSubmit={submit} noValidate>
        <label htmlFor="desk-code">{DeskText.codeLabel}</label>
        <input
          id="desk-code"
          className={styles.codeInput}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-describedby={step.note ? 'desk-note' : undefined}
        />
        <button type="submit" className={`${styles.button} ${styles.primary}`}>
          {DeskText.check}
        </button>
      </form>
      {step.note && (
        <p id="desk-note" className={styles.note} role="alert">
          {step.note}
        </p>
      )}
    </div>
  );
}
