import { ErrorCode } from '@citybook/contract/app';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { Dialog, DialogActions } from '../dialog/dialog.tsx';
import { Notice } from '../notice/notice.tsx';

interface RetireControlProps<Saved> {
  /** The stored row as the editor opened it: its name, revision and standing. */
  editor: { readonly title: string; readonly revision: number; readonly retiredAt: string | null };
  /** Whether the form has unsaved changes, which retiring discards. */
  dirty: boolean;
  /** Sends the change with the revision the editor opened. */
  setRetired: (retired: boolean, revision: number) => Promise<Saved>;
  /** Called with the row as it now stands and a word on what happened. */
  onDone: (next: Saved, notice: string) => void;
  /** What members lose when it is retired, and get back when it is brought back. */
  retireText: string;
  bringBackText: string;
  /** What the page adds to "<title> is live again" once it is back, e.g. when members see it. */
  liveAgainDetail?: string | undefined;
}

/**
 * OPERATOR-10: "Retire…" or "Bring back…" beside Save, asking first. Retiring hides a row from
 * members and deletes nothing; the server's refusal (an edit conflict, a row still in use) is
 * shown in the dialog.
 */
export function RetireControl<Saved>({
  editor,
  dirty,
  setRetired,
  onDone,
  retireText,
  bringBackText,
  liveAgainDetail,
}: RetireControlProps<Saved>) {
  const [open, setOpen] = useState(false);
  const retiring = editor.retiredAt === null;
  const change = useMutation({
    mutationFn: () => setRetired(retiring, editor.revision),
    onSuccess: (next) => {
      setOpen(false);
      onDone(
        next,
        retiring
          ? `${editor.title} is retired: members no longer see it.`
          : `${editor.title} is live again${liveAgainDetail ? `: ${liveAgainDetail}` : ''}.`,
      );
    },
  });
  const failure =
    change.error instanceof ApiError && change.error.code === ErrorCode.editConflict
      ? ConsoleEditText.editConflict
      : change.isError
        ? messageOf(change.error, 'The change could not be saved. Please try again.')
        : undefined;
  const close = () => {
    setOpen(false);
    change.reset();
  };
  return (
    <>
      <Button variant={retiring ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {retiring ? 'Retire…' : 'Bring back…'}
      </Button>
      {open ? (
        <Dialog
          title={retiring ? `Retire ${editor.title}?` : `Bring back ${editor.title}?`}
          onClose={close}
        >
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <p>{retiring ? retireText : bringBackText}</p>
          {dirty ? <p>Your unsaved changes in the form will be discarded.</p> : null}
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant={retiring ? 'danger' : 'primary'}
              disabled={change.isPending}
              onClick={() => change.mutate()}
            >
              {retiring ? 'Retire' : 'Bring back'}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
