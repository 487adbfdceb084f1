import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, StaffApi, inviteStaffRequestSchema } from '@citybook/contract/staff';
import type { InviteStaffRequest, StaffRole, StaffRow } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { ConfirmMutationDialog } from '../../../components/confirm-mutation-dialog/confirm-mutation-dialog.tsx';
import { TemporaryPasswordDialog } from '../../../components/temporary-password/temporary-password-dialog.tsx';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../session/current-staff.ts';
import styles from './staff-page.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/** The roles to choose from, in the contract's order. */
const roleOptions = STAFF_ROLES.map((each) => (
  <option key={each} value={each}>
    {ROLE_LABELS[each]}
  </option>
));

/** What the owner hands over: a temporary password, shown this once (OPERATOR-2, OPERATOR-7). */
function StaffPasswordDialog({
  title,
  email,
  password,
  onClose,
}: {
  title: string;
  email: string;
  password: string;
  onClose: () => void;
}) {
  return (
    <TemporaryPasswordDialog title={title} password={password} onClose={onClose}>
      Give this temporary password to <strong>{email}</strong> in person or by phone. It is shown
      only now; they choose their own password and set up their authenticator app when they first
      sign in.
    </TemporaryPasswordDialog>
  );
}

/** OPERATOR-7: invites a person with a role, then shows their temporary password once. */
export function InviteDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const form = useForm<InviteStaffRequest>({
    resolver: zodResolver(inviteStaffRequestSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const failure = useFormFailure(form, 'The invitation could not be made. Please try again.');
  const invite = useMutation({
    mutationFn: (values: InviteStaffRequest) => callApi(StaffApi.inviteStaff, { body: values }),
    onSuccess: onDone,
    onError: failure.show,
  });
  const role = useWatch({ control: form.control, name: 'role' });
  if (invite.data) {
    return (
      <StaffPasswordDialog
        title="Invitation made"
        email={invite.data.staff.email}
        password={invite.data.temporaryPassword}
        onClose={onClose}
      />
    );
  }
  const { errors } = form.formState;
  return (
    <Dialog title="Invite a staff member" onClose={onClose}>
      <CheckedForm
        className={styles.dialogForm}
        failure={failure}
        onSubmit={form.handleSubmit((values) => invite.mutate(values))}
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
          {roleOptions}
        </SelectField>
        <p className={styles.roleHint}>{ROLE_DESCRIPTIONS[role]}</p>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting…' : 'Invite'}
          </Button>
        </DialogActions>
      </CheckedForm>
    </Dialog>
  );
}

/** OPERATOR-7: a new role; the person's sessions end, so they sign in again under it. */
export function RoleDialog({
  staff,
  onClose,
  onDone,
}: {
  staff: StaffRow;
  onClose: () => void;
  onDone: (row: StaffRow) => void;
}) {
  const [role, setRole] = useState<StaffRole>(staff.role);
  const change = useMutation({
    mutationFn: () =>
      callApi(StaffApi.changeStaffRole, { params: { staffId: staff.id }, body: { role } }),
    onSuccess: onDone,
  });
  return (
    <Dialog title={`Change the role of ${staff.email}`} onClose={onClose}>
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate();
        }}
      >
        {change.isError ? (
          <Notice tone="error">
            {messageOf(change.error, 'The role could not be changed. Please try again.')}
          </Notice>
        ) : null}
        <SelectField
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {roleOptions}
        </SelectField>
        <p className={styles.roleHint}>{ROLE_DESCRIPTIONS[role]}</p>
        <p>They are signed out everywhere and sign in again under the new role.</p>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={change.isPending || role === staff.role}>
            {change.isPending ? 'Saving…' : 'Change role'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** OPERATOR-1, OPERATOR-7: a disabled account cannot sign in, and its sessions end at once. */
export function DisableDialog({
  staff,
  onClose,
  onDone,
}: {
  staff: StaffRow;
  onClose: () => void;
  onDone: (row: StaffRow) => void;
}) {
  return (
    <ConfirmMutationDialog
      title={`Disable ${staff.email}?`}
      action="Disable"
      pending="Disabling…"
      failed="The account could not be disabled. Please try again."
      mutation={() =>
        callApi(StaffApi.setStaffDisabled, {
          params: { staffId: staff.id },
          body: { disabled: true },
        })
      }
      onClose={onClose}
      onDone={onDone}
    >
      <p>
        They are signed out at once and cannot sign in until an owner enables the account again.
      </p>
    </ConfirmMutationDialog>
  );
}

/**
 * OPERATOR-4, OPERATOR-7: removes the authenticator and recovery codes; a new temporary password
 * (shown once) leads the person through a first sign-in again.
 */
export function ResetSecondFactorDialog({
  staff,
  onClose,
  onDone,
}: {
  staff: StaffRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const [password, setPassword] = useState<string>();
  if (password !== undefined) {
    return (
      <StaffPasswordDialog
        title="Second factor reset"
        email={staff.email}
        password={password}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmMutationDialog
      title={`Reset the second factor of ${staff.email}?`}
      action="Reset second factor"
      pending="Resetting…"
      failed="The second factor could not be reset. Please try again."
      mutation={() =>
        callApi(StaffApi.resetStaffSecondFactor, { params: { staffId: staff.id }, body: {} })
      }
      onClose={onClose}
      onDone={(reset) => {
        setPassword(reset.temporaryPassword);
        onDone();
      }}
    >
      <p>
        Their authenticator app and recovery codes stop working and they are signed out. You get a
        new temporary password for them; with it they set a new password and set up their
        authenticator app again.
      </p>
    </ConfirmMutationDialog>
  );
}
