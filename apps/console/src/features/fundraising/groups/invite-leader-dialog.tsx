import { zodResolver } from '@hookform/resolvers/zod';
import { inviteBusinessAdminRequestSchema } from '@citybook/contract/business';
import type { InviteBusinessAdminRequest } from '@citybook/contract/business';
import { FundraisingConsoleApi } from '@citybook/contract/fundraising';
import type { FundraisingGroup } from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from '../fundraising.module.css';

/**
 * FUNDRAISING-1: invites the group's leader by e-mail (the business invitation, ADR 0050), then
 * shows the temporary password this once, to read out if the mail does not arrive.
 */
export function InviteLeaderDialog({
  group,
  onClose,
  onDone,
}: {
  group: FundraisingGroup;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<InviteBusinessAdminRequest>({
    resolver: zodResolver(inviteBusinessAdminRequestSchema),
    defaultValues: { email: '' },
  });
  const failure = useFormFailure(form, 'The invitation could not be made. Please try again.');
  const invite = useMutation({
    mutationFn: (body: InviteBusinessAdminRequest) =>
      callApi(FundraisingConsoleApi.inviteFundraisingLeader, {
        params: { groupId: group.id },
        body,
      }),
    onSuccess: onDone,
    onError: failure.show,
  });
  if (invite.data)
    return (
      <Dialog title="Invitation sent" onClose={onClose}>
        <p>
          An invitation with the sign-in link and this temporary password is on its way to{' '}
          <strong>{invite.data.person.email}</strong>. It is shown only now: if the e-mail does not
          arrive, give it to them by phone. They choose their own password when they first sign in.
        </p>
        <p className={styles.password}>
          <code aria-label="Temporary password">{invite.data.temporaryPassword}</code>
        </p>
        <CopyButton text={invite.data.temporaryPassword} label="Copy the password" />
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <Dialog title={`Invite the leader of ${group.name}`} onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          failure.clear();
          void form.handleSubmit((body) => invite.mutate(body))(event);
        }}
      >
        {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
        <p>
          The leader is the adult who runs the group’s campaigns: they add the sellers (by display
          name only) and follow the progress.
        </p>
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting…' : 'Send invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
