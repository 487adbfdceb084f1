import { StaffApi } from '@citybook/contract/staff';
import type { CurrentStaff } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { currentStaffKey } from '../session/current-staff.ts';
import { RecoveryCodeList } from '../recovery-codes/recovery-code-list.tsx';
import styles from './account.module.css';

export const RecoveryCodesText = {
  failed: 'New recovery codes could not be made; your current ones still work. Please try again.',
} as const;

function codesLeft(count: number): string {
  if (count === 0) return 'You have no unused recovery codes left.';
  return `You have ${String(count)} unused recovery ${count === 1 ? 'code' : 'codes'}.`;
}

/** The new codes, shown this once; "Done" once they are saved. */
function NewCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // The codes replace the button that made them: say so by moving there.
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={styles.newCodes} aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.newCodesTitle}>
        Your new recovery codes
      </h3>
      <p>
        Your old codes no longer work. Keep these somewhere safe:{' '}
        <strong>they are shown only now.</strong>
      </p>
      <RecoveryCodeList codes={codes} email={email} doneLabel="Done" onDone={onDone} />
    </section>
  );
}

/**
 * OPERATOR-5: a new set of recovery codes replaces the old one. Asked first, since the old codes
 * stop working at once; the new ones are shown once, to copy or download.
 */
export function NewRecoveryCodes({ staff }: { staff: CurrentStaff }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const make = useMutation({
    mutationFn: () => callApi(StaffApi.newRecoveryCodes, { body: {} }),
    onSuccess: (answer) => {
      setAsking(false);
      queryClient.setQueryData<CurrentStaff>(currentStaffKey, (current) =>
        current ? { ...current, recoveryCodesLeft: answer.recoveryCodes.length } : current,
      );
    },
  });

  if (make.data) {
    return (
      <NewCodes codes={make.data.recoveryCodes} email={staff.email} onDone={() => make.reset()} />
    );
  }
  return (
    <div className={styles.form}>
      <p>
        {codesLeft(staff.recoveryCodesLeft)} A recovery code signs you in once in place of your
        authenticator app’s code. Make new ones when you have used some, or think someone else has
        seen them.
      </p>
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Make new recovery codes…
        </Button>
      </div>
      {asking ? (
        <Dialog
          title="Make new recovery codes?"
          onClose={() => {
            setAsking(false);
            make.reset();
          }}
        >
          {make.isError ? (
            <Notice tone="error">{messageOf(make.error, RecoveryCodesText.failed)}</Notice>
          ) : null}
          <p>
            Your current recovery codes stop working at once. The new ones are shown only once, so
            have somewhere ready to save them.
          </p>
          <DialogActions>
            <Button
              variant="secondary"
              onClick={() => {
                setAsking(false);
                make.reset();
              }}
            >
              Cancel
            </Button>
            <Button disabled={make.isPending} onClick={() => make.mutate()}>
              {make.isPending ? 'Making codes…' : 'Make new codes'}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </div>
  );
}
