import { zodResolver } from '@hookform/resolvers/zod';
import { BusinessConsoleApi, inviteBusinessAdminRequestSchema } from '@citybook/contract/business';
import type { InviteBusinessAdminRequest, Organisation } from '@citybook/contract/business';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from './organisations.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/**
 * MERCHANT-2: the invited person's temporary password, shown this once. It went by e-mail too;
 * read out by phone it gets them in when the mail does not arrive.
 */
export function TemporaryPassword({ email, password }: { email: string; password: string }) {
  return (
    <>
      <p>
        An invitation with the sign-in link and this temporary password is on its way to{' '}
        <strong>{email}</strong>. It is shown only now: if the e-mail does not arrive, give it to
        them by phone. They choose their own password when they first sign in.
      </p>
      <p className={styles.password}>
        <code aria-label="Temporary password">{password}</code>
      </p>
      <CopyButton text={password} label="Copy the password" />
    </>
  );
}

/** MERCHANT-1: invites an admin of the organisation by e-mail, then shows the password once. */
export function InviteAdminDialog({
  organisation,
  onClose,
  onDone,
}: {
  organisation: Organisation;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<InviteBusinessAdminRequest>({
    resolver: zodResolver(inviteBusinessAdminRequestSchema),
    defaultValues: { email: '' },
  });
  const failure = useFormFailure(form, 'The invitation could not be made. Please try again.');
  const invite = useMutation({
    mutationFn: (values: InviteBusinessAdminRequest) =>
      callApi(BusinessConsoleApi.inviteOrganisationAdmin, {
        params: { organisationId: organisation.id },
        body: values,
      }),
    onSuccess: onDone,
    onError: failure.show,
  });
  if (invite.data) {
    return (
      <Dialog title="Invitation sent" onClose={onClose}>
        <TemporaryPassword
          email={invite.data.person.email}
          password={invite.data.temporaryPassword}
        />
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog title={`Invite an admin of ${organisation.name}`} onClose={onClose}>
      <CheckedForm
        className={styles.form}
        failure={failure}
        onSubmit={form.handleSubmit((values) => invite.mutate(values))}
      >
        <p>
          A merchant admin manages the organisation’s people, details and results, and invites its
          counter staff.
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
      </CheckedForm>
    </Dialog>
  );
}

/** MERCHANT-1: disabling signs every person of the organisation out at once. */
export function DisableOrganisationDialog({
  organisation,
  onClose,
  onDone,
}: {
  organisation: Organisation;
  onClose: () => void;
  onDone: (organisation: Organisation) => void;
}) {
  const disable = useMutation({
    mutationFn: () =>
      callApi(BusinessConsoleApi.setOrganisationDisabled, {
        params: { organisationId: organisation.id },
        body: { disabled: true },
      }),
    onSuccess: onDone,
  });
  const people = organisation.people.length;
  return (
    <Dialog title={`Disable ${organisation.name}?`} onClose={onClose}>
      {disable.isError ? (
        <Notice tone="error">
          {messageOf(disable.error, 'The organisation could not be disabled. Please try again.')}
        </Notice>
      ) : null}
      <p>
        {people === 1
          ? 'Its one person is signed out at once'
          : `Its ${String(people)} people are signed out at once`}
        , on every device, the Redeem Desk included, and cannot sign in until you enable it again.
        Its locations, people and history are kept.
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={disable.isPending} onClick={() => disable.mutate()}>
          {disable.isPending ? 'Disabling…' : 'Disable organisation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
