import { zodResolver } from '@hookform/resolvers/zod';
import {
  BusinessPeopleApi,
  invitePersonRequestSchema,
  isMerchantRole,
  personAccessSchema,
} from '@citybook/contract/business';
import type {
  BusinessInvitation,
  BusinessLocation,
  BusinessPersonRow,
  InvitePersonRequest,
  PersonAccess,
} from '@citybook/contract/business';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { ConfirmMutationDialog } from '../../../components/confirm-mutation-dialog/confirm-mutation-dialog.tsx';
import { InvitationSentDialog } from '../../../components/business-invite-dialog/invitation-sent-dialog.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { AccessFields } from './access-fields.tsx';
import styles from './people.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/*
 * MERCHANT-13: the People screen's dialogs: invite, edit the role and locations, disable (after a
 * confirmation), and send an invitation again. Each shows the server's refusal in place.
 */

export const PeopleText = {
  inviteFailed: 'The invitation could not be sent. Please try again.',
  saveFailed: 'The change could not be saved. Please try again.',
  disableFailed: 'The person could not be disabled. Please try again.',
  resendFailed: 'The invitation could not be sent again. Please try again.',
} as const;

/** Invites a person by e-mail, then shows their temporary password once. */
export function InvitePersonDialog({
  locations,
  onClose,
  onDone,
}: {
  locations: readonly BusinessLocation[];
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<InvitePersonRequest>({
    resolver: zodResolver(invitePersonRequestSchema),
    defaultValues: {
      email: '',
      role: 'counterStaff',
      // One location: the only choice is made already.
      merchantIds: locations.length === 1 ? locations.map((l) => l.id) : [],
    },
  });
  const failure = useFormFailure(form, PeopleText.inviteFailed);
  const invite = useMutation({
    mutationFn: (body: InvitePersonRequest) =>
      callApi(BusinessPeopleApi.inviteBusinessPerson, { body }),
    onSuccess: onDone,
    onError: failure.show,
  });
  if (invite.data)
    return (
      <InvitationSentDialog
        title="Invitation sent"
        email={invite.data.person.email}
        password={invite.data.temporaryPassword}
        onClose={onClose}
      />
    );
  return (
    <Dialog title="Invite a person" onClose={onClose}>
      <CheckedForm
        className={styles.form}
        failure={failure}
        onSubmit={form.handleSubmit((values) => invite.mutate(values))}
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <AccessFields form={form} locations={locations} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </DialogActions>
      </CheckedForm>
    </Dialog>
  );
}

/** A person's role and counter staff's locations; a new role signs them out. */
export function EditPersonDialog({
  person,
  isMe,
  locations,
  onClose,
  onDone,
}: {
  person: BusinessPersonRow;
  isMe: boolean;
  locations: readonly BusinessLocation[];
  onClose: () => void;
  onDone: (person: BusinessPersonRow) => void;
}) {
  const form = useForm<PersonAccess>({
    resolver: zodResolver(personAccessSchema),
    defaultValues: {
      role: isMerchantRole(person.role) ? person.role : undefined,
      merchantIds: person.locationIds,
    },
  });
  const failure = useFormFailure(form, PeopleText.saveFailed);
  const save = useMutation({
    mutationFn: (body: PersonAccess) =>
      callApi(BusinessPeopleApi.changeBusinessPerson, { params: { personId: person.id }, body }),
    onSuccess: onDone,
    onError: failure.show,
  });
  const newRole = useWatch({ control: form.control, name: 'role' }) !== person.role;
  return (
    <Dialog title={`Edit ${person.email}`} onClose={onClose}>
      <CheckedForm
        className={styles.form}
        failure={failure}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <AccessFields form={form} locations={locations} />
        {newRole ? (
          <p className={styles.warning} role="status">
            {isMe
              ? 'You will be signed out, and sign in again with the new role.'
              : 'They are signed out on every device, and sign in again with the new role.'}
          </p>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </CheckedForm>
    </Dialog>
  );
}

/** Confirms disabling: the person is signed out at once, everywhere. */
export function DisablePersonDialog({
  person,
  isMe,
  onClose,
  onDone,
}: {
  person: BusinessPersonRow;
  isMe: boolean;
  onClose: () => void;
  onDone: (person: BusinessPersonRow) => void;
}) {
  return (
    <ConfirmMutationDialog
      title={isMe ? 'Disable your own account?' : `Disable ${person.email}?`}
      action="Disable"
      pending="Disabling…"
      failed={PeopleText.disableFailed}
      mutation={() =>
        callApi(BusinessPeopleApi.setBusinessPersonDisabled, {
          params: { personId: person.id },
          body: { disabled: true },
        })
      }
      onClose={onClose}
      onDone={onDone}
    >
      <p>
        {isMe ? 'You are' : 'They are'} signed out at once on every device, the Redeem Desk
        included, and cannot sign in until an admin enables {isMe ? 'you' : 'them'} again. Nothing
        else changes.
      </p>
    </ConfirmMutationDialog>
  );
}

/** Sends the invitation again with a new temporary password, shown once. */
export function ResendInvitationDialog({
  person,
  onClose,
  onDone,
}: {
  person: BusinessPersonRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const [sent, setSent] = useState<BusinessInvitation>();
  if (sent)
    return (
      <InvitationSentDialog
        title="Invitation sent again"
        email={sent.person.email}
        password={sent.temporaryPassword}
        onClose={onClose}
      />
    );
  return (
    <ConfirmMutationDialog
      title={`Send the invitation to ${person.email} again?`}
      action="Send again"
      pending="Sending…"
      failed={PeopleText.resendFailed}
      danger={false}
      mutation={() =>
        callApi(BusinessPeopleApi.resendBusinessInvitation, {
          params: { personId: person.id },
          body: {},
        })
      }
      onClose={onClose}
      onDone={(invitation) => {
        setSent(invitation);
        onDone();
      }}
    >
      <p>
        They get a new e-mail with the sign-in link and a new temporary password; the one sent
        before stops working.
      </p>
    </ConfirmMutationDialog>
  );
}
