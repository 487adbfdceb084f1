import type { RecoveryCodesResponse } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { Dialog, DialogActions } from '../dialog/dialog.tsx';
import { Notice } from '../notice/notice.tsx';
import { RecoveryCodeList } from '../sign-in/recovery-code-list.tsx';
import styles from './own-account.module.css';

export const RecoveryCodesText = {
  failed: 'New recovery codes could not be made; your current ones still work. Please try again.',
} as const;

function codesLeft(count: number): string {
  if (count === 0) return 'You have no unused recovery codes left.';
  return `You have ${String(count)} unused recovery ${count === 1 ? 'code' : 'codes'}.`;
}

/** The new codes, shown this once; "Done" once they are saved. */
export function NewCodes({
  codes,
  email,
  product,
  heading = 'Your new recovery codes',
  lead,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  product: string;
  heading?: string;
  /** What happened; the codes' rule follows. */
  lead: string;
  onDone: () => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // The codes replace the button that made them: say so by moving there.
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={styles.newCodes} aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.newCodesTitle}>
        {heading}
      </h3>
      <p>
        {lead} Keep these somewhere safe: <strong>they are shown only now.</strong>
      </p>
      <RecoveryCodeList
        codes={codes}
        email={email}
        product={product}
        doneLabel="Done"
        onDone={onDone}
      />
    </section>
  );
}

/**
 * OPERATOR-5, MERCHANT-15: a new set of recovery codes replaces the old one. Asked first, since
 * the old codes stop working at once; the new ones are shown once, to copy or download. `make`
 * is the realm's call; `onMade` hears how many codes the person has now.
 */
export function NewRecoveryCodes({
  email,
  product,
  codesLeft: left,
  make: makeCodes,
  onMade,
}: {
  email: string;
  product: string;
  codesLeft: number;
  make: () => Promise<RecoveryCodesResponse>;
  onMade: (count: number) => void;
}) {
  const [asking, setAsking] = useState(false);
  const make = useMutation({
    mutationFn: makeCodes,
    onSuccess: (answer) => {
      setAsking(false);
      onMade(answer.recoveryCodes.length);
    },
  });

  if (make.data) {
    return (
      <NewCodes
        codes={make.data.recoveryCodes}
        email={email}
        product={product}
        lead="Your old codes no longer work."
        onDone={() => make.reset()}
      />
    );
  }
  return (
    <div className={styles.form}>
      <p>
        {codesLeft(left)} A recovery code signs you in once in place of your authenticator app’s
        code. Make new ones when you have used some, or think someone else has seen them.
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
