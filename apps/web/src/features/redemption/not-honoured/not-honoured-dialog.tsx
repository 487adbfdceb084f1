import { ErrorCode } from '@citybook/contract/app';
import {
  NOT_HONOURED_NOTE_MAX,
  NOT_HONOURED_REASONS,
  NOT_HONOURED_WINDOW_MS,
  NotHonouredReasonText,
  NotHonouredText,
} from '@citybook/contract/redemption';
import type { NotHonouredReason, NotHonouredResult } from '@citybook/contract/redemption';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReportNotHonoured } from '../api/report-not-honoured.ts';
import styles from './not-honoured-dialog.module.css';

export interface NotHonouredDialogProps {
  redemptionId: number;
  merchantName: string;
  /** Closed: with the report's result when one was made. */
  onClose: (result: NotHonouredResult | undefined) => void;
}

const HOURS = NOT_HONOURED_WINDOW_MS / 3_600_000;

/** The refusals whose message is for the member (the limit's says when they can report again). */
const TOLD: readonly (string | number)[] = [
  ErrorCode.alreadyReported,
  ErrorCode.reportWindowClosed,
  ErrorCode.reportLimitReached,
  ErrorCode.notFound,
];

function failureMessage(error: unknown): string {
  return error instanceof ApiError && TOLD.includes(error.code)
    ? error.message
    : NotHonouredText.failed;
}

/**
 * MERCHANT-10: the member says what happened at the counter (a reason of the contract's short
 * list, an optional note), then reads what the report did: the coupon restored, or kept redeemed
 * while the operator looks into it.
 */
export function NotHonouredDialog({ redemptionId, merchantName, onClose }: NotHonouredDialogProps) {
  const report = useReportNotHonoured(redemptionId);
  const [reason, setReason] = useState<NotHonouredReason | undefined>();
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const result = useRef<NotHonouredResult | undefined>(undefined);
  const formId = useId();
  const reasonsId = useId();
  const reasonErrorId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const failureId = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (reason === undefined) {
      setMissingReason(true);
      return;
    }
    const trimmed = note.trim();
    report.mutate(
      { reason, ...(trimmed === '' ? {} : { note: trimmed }) },
      {
        onSuccess: (answer) => {
          result.current = answer;
        },
      },
    );
  };

  const done = report.data;
  return (
    <Dialog
      title={NotHonouredText.title}
      onClose={() => {
        onClose(result.current);
      }}
      actions={(close) =>
        done ? (
          <Button data-autofocus onClick={close}>
            {NotHonouredText.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {NotHonouredText.cancel}
            </Button>
            <Button type="submit" form={formId} disabled={report.isPending}>
              {report.isPending ? NotHonouredText.sending : NotHonouredText.submit}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p role="status" className={done.restored ? styles.restored : styles.waiting}>
          {done.message}
        </p>
      ) : (
        <form id={formId} className={styles.form} onSubmit={send} noValidate>
          <p>{NotHonouredText.intro(merchantName, HOURS)}</p>
          <fieldset
            className={styles.reasons}
            aria-describedby={missingReason && reason === undefined ? reasonErrorId : undefined}
            aria-invalid={missingReason && reason === undefined ? true : undefined}
          >
            <legend id={reasonsId} className={styles.legend}>
              {NotHonouredText.reasonLabel}
            </legend>
            {NOT_HONOURED_REASONS.map((each, index) => (
              <label key={each} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  value={each}
                  checked={reason === each}
                  data-autofocus={index === 0 ? true : undefined}
                  onChange={() => {
                    setReason(each);
                  }}
                />
                {NotHonouredReasonText[each]}
              </label>
            ))}
            {missingReason && reason === undefined ? (
              <p id={reasonErrorId} className={styles.error}>
                Please choose what happened.
              </p>
            ) : null}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={noteId} className={styles.legend}>
              {NotHonouredText.noteLabel}
            </label>
            <textarea
              id={noteId}
              className={styles.note}
              rows={2}
              maxLength={NOT_HONOURED_NOTE_MAX}
              value={note}
              aria-describedby={noteHintId}
              onChange={(event) => {
                setNote(event.target.value);
              }}
            />
            <p id={noteHintId} className={styles.hint}>
              {note.length} / {NOT_HONOURED_NOTE_MAX}
            </p>
          </div>
          {report.isError ? (
            <p id={failureId} role="alert" className={styles.error}>
              {failureMessage(report.error)}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
