import { FundraisingConsoleApi } from '@citybook/contract/fundraising';
import type { FundraisingGroup } from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmMutationDialog } from '../../../components/confirm-mutation-dialog/confirm-mutation-dialog.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import parts from '../../../components/page-parts/page-parts.module.css';

export const GroupAccessText = {
  explain:
    'Disabling signs its leaders out at once and keeps them out; its campaigns’ pages say they are not running and count no sale. Nothing is deleted.',
  disabled: (name: string) => `${name} is disabled: its leaders are signed out.`,
  enabled: (name: string) => `${name} is enabled: its leaders can sign in again.`,
  enableFailed: 'The group could not be enabled. Please try again.',
  disableFailed: 'The group could not be disabled. Please try again.',
} as const;

const setDisabled = (groupId: number, disabled: boolean) =>
  callApi(FundraisingConsoleApi.setFundraisingGroupDisabled, {
    params: { groupId },
    body: { disabled },
  });

/**
 * FUNDRAISING-15: disabling a group (after confirming: its leaders are signed out at once, its
 * campaigns stop counting sales) or enabling it again, like a merchant's organisation.
 */
export function GroupAccess({
  group,
  onChanged,
}: {
  group: FundraisingGroup;
  onChanged: (next: FundraisingGroup, notice: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const enable = useMutation({
    mutationFn: () => setDisabled(group.id, false),
    onSuccess: (next) => onChanged(next, GroupAccessText.enabled(next.name)),
  });
  const leaders = group.leaders.length;
  return (
    <section className={parts.section} aria-labelledby="group-access">
      <h2 id="group-access" className={parts.sectionTitle}>
        Access
      </h2>
      {enable.isError ? (
        <Notice tone="error">{messageOf(enable.error, GroupAccessText.enableFailed)}</Notice>
      ) : null}
      {group.disabled ? (
        <div>
          <Button disabled={enable.isPending} onClick={() => enable.mutate()}>
            {enable.isPending ? 'Enabling…' : 'Enable group'}
          </Button>
        </div>
      ) : (
        <>
          <p className={parts.muted}>{GroupAccessText.explain}</p>
          <div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Disable group
            </Button>
          </div>
        </>
      )}
      {confirming ? (
        <ConfirmMutationDialog
          title={`Disable ${group.name}?`}
          action="Disable group"
          pending="Disabling…"
          failed={GroupAccessText.disableFailed}
          mutation={() => setDisabled(group.id, true)}
          onClose={() => setConfirming(false)}
          onDone={(next) => {
            setConfirming(false);
            onChanged(next, GroupAccessText.disabled(next.name));
          }}
        >
          <p>
            {leaders === 0
              ? 'It has no leader yet, and none can be invited until you enable it again.'
              : `${leaders === 1 ? 'Its one leader is' : `Its ${String(leaders)} leaders are`} signed out at once and cannot sign in until you enable it again.`}{' '}
            Its campaigns’ pages say they are not running, and purchases through them count for no
            one. Its campaigns, sellers and sales are kept.
          </p>
        </ConfirmMutationDialog>
      ) : null}
    </section>
  );
}
