import { AccountApi, DeleteAccountText, PasswordText, ProfileText } from '@citybook/contract';
import { useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { declaredFieldFailure } from './form-failure.ts';
import styles from './delete-account-dialog.module.css';

/** How the dialog ended: kept, deleted, or a failure to explain (never a wrong password). */
export type DeleteOutcome =
  { kind: 'cancelled' } | { kind: 'deleted' } | { kind: 'failed'; error: unknown };

function wrongPassword(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const failure = declaredFieldFailure(AccountApi.deleteAccount, error, {
    currentPassword: PasswordText.wrongCurrentPassword,
  });
  return failure?.kind === 'field';
}

/**
 * Spec §2 /account/deleteAccount's confirmation, with the current password (issue #14): the
 * server deletes only when it is right. A wrong one is marked on the field and the dialog stays.
 */
export function DeleteAccountDialog({ onClosed }: { onClosed: (outcome: DeleteOutcome) => void }) {
  const deleteAccount = useDeleteAccount();
  const outcome = useRef<DeleteOutcome>({ kind: 'cancelled' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();
  const hintId = useId();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const pending = deleteAccount.isPending;

  const submit = (event: MouseEvent<HTMLButtonElement>, close: () => void) => {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setError(DeleteAccountText.passwordMissing);
      return;
    }
    deleteAccount.mutate(
      { currentPassword: password },
      {
        onSuccess: () => {
          outcome.current = { kind: 'deleted' };
          close();
        },
        onError: (failure) => {
          if (wrongPassword(failure)) {
            setError(PasswordText.wrongCurrentPassword);
            return;
          }
          outcome.current = { kind: 'failed', error: failure };
          close();
        },
      },
    );
  };

  return (
    <Dialog
      title={DeleteAccountText.title}
      onClose={() => {
        onClosed(outcome.current);
      }}
      actions={(close) => (
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {DeleteAccountText.cancel}
          </Button>
          <Button
            ref={deleteButton}
            type="submit"
            form={formId}
            disabled={pending}
            onClick={(event) => {
              submit(event, close);
            }}
          >
            {pending ? DeleteAccountText.deleting : DeleteAccountText.confirm}
          </Button>
        </>
      )}
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          // The Delete button does the work (it needs the dialog's close); browsers click it on
          // Enter themselves, and a submit that comes without that click is handed to it.
          event.preventDefault();
          deleteButton.current?.click();
        }}
      >
        <p>{ProfileText.deleteConfirm}</p>
        <p id={hintId} className={styles.hint}>
          {DeleteAccountText.passwordHint}
        </p>
        <TextField
          label={DeleteAccountText.passwordLabel}
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
