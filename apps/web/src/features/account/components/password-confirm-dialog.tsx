import { PasswordText } from '@citybook/contract/account';
import type { Endpoint } from '@citybook/contract/endpoint';
import { useId, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { declaredFieldFailure } from './form-failure.ts';
import styles from './password-confirm-dialog.module.css';
import { CurrentPasswordText } from '../delete-account-text.ts';

/** How the dialog ended: kept, done, or a failure to explain (never a wrong password). */
export type PasswordConfirmOutcome =
  { kind: 'cancelled' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

export interface PasswordConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the call runs. */
  busyLabel: string;
  cancelLabel: string;
  /** The call made; its declaration says which answer means a wrong current password. */
  endpoint: Endpoint;
  confirm: (currentPassword: string) => Promise<unknown>;
  pending: boolean;
  onClosed: (outcome: PasswordConfirmOutcome) => void;
}

function isWrongPassword(endpoint: Endpoint, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const failure = declaredFieldFailure(endpoint, error, {
    currentPassword: PasswordText.wrongCurrentPassword,
  });
  return failure?.kind === 'field';
}

/**
 * A sensitive change confirmed with the current password (issue #14, ASVS 7.5): the server acts
 * only when it is right. A wrong one is marked on the field and the dialog stays open.
 */
export function PasswordConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel,
  endpoint,
  confirm,
  pending,
  onClosed,
}: PasswordConfirmDialogProps) {
  const outcome = useRef<PasswordConfirmOutcome>({ kind: 'cancelled' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();
  const hintId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);

  const submit = (event: MouseEvent<HTMLButtonElement>, close: () => void) => {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setError(CurrentPasswordText.missing);
      return;
    }
    confirm(password).then(
      () => {
        outcome.current = { kind: 'done' };
        close();
      },
      (failure: unknown) => {
        if (isWrongPassword(endpoint, failure)) {
          setError(PasswordText.wrongCurrentPassword);
          return;
        }
        outcome.current = { kind: 'failed', error: failure };
        close();
      },
    );
  };

  return (
    <Dialog
      title={title}
      onClose={() => {
        onClosed(outcome.current);
      }}
      actions={(close) => (
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmButton}
            type="submit"
            form={formId}
            disabled={pending}
            onClick={(event) => {
              submit(event, close);
            }}
          >
            {pending ? busyLabel : confirmLabel}
          </Button>
        </>
      )}
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          // The confirm button does the work (it needs the dialog's close); browsers click it on
          // Enter themselves, and a submit that comes without that click is handed to it.
          event.preventDefault();
          confirmButton.current?.click();
        }}
      >
        <p>{message}</p>
        <p id={hintId} className={styles.hint}>
          {CurrentPasswordText.hint}
        </p>
        <TextField
          label={CurrentPasswordText.label}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          data-autofocus
          // The field's error, while there is one, describes it instead.
          {...(error ? {} : { 'aria-describedby': hintId })}
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
