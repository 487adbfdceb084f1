import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, StaffApi, inviteStaffRequestSchema } from '@citybook/contract/staff';
import type { InviteStaffRequest, StaffRole, StaffRow } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../session/current-staff.ts';
import styles from './staff-page.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/** What the owner hands over: a temporary password, shown this once (OPERATOR-2, OPERATOR-7). */
function TemporaryPassword({ email, password }: { email: string; password: string }) {
  return (
    <>
      <p>
        Give this temporary password to <strong>{email}</strong> in person or by phone. It is shown
        only now; they choose their own password and set up their authenticator app when they first
        sign in.
      </p>
      <p className={styles.password}>
        <code aria-label="Temporary password">{password}</code>
      </p>
      <CopyButton text={password} label="Copy the password" />
    </>
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
      <Dialog title="Invitation made" onClose={onClose}>
        <TemporaryPassword
          email={invite.data.staff.email}
          password={invite.data.temporaryPassword}
        />
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
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
          {STAFF_ROLES.map((each) => (
            <option key={each} value={each}>
              {ROLE_LABELS[each]}
            </option>
          ))}
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
          {STAFF_ROLES.map((each) => (
            <option key={each} value={each}>
              {ROLE_LABELS[each]}
            </option>
          ))}
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

/** A confirmation before what cannot be undone in one step, with the call's failure in it. */
function ConfirmDialog({
  title,
  confirm,
  busy,
  error,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirm: string;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {children}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
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
  const disable = useMutation({
    mutationFn: () =>
      callApi(StaffApi.setStaffDisabled, {
        params: { staffId: staff.id },
        body: { disabled: true },
      }),
    onSuccess: onDone,
  });
  return (
    <ConfirmDialog
      title={`Disable ${staff.email}?`}
      confirm={disable.isPending ? 'Disabling…' : 'Disable'}
      busy={disable.isPending}
      error={
        disable.isError
          ? messageOf(disable.error, 'The account could not be disabled. Please try again.')
          : undefined
      }
      onConfirm={() => disable.mutate()}
      onClose={onClose}
    >
      <p>
        They are signed out at once and cannot sign in until an owner enables the account again.
      </p>
    </ConfirmDialog>
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
  const reset = useMutation({
    mutationFn: () =>
      callApi(StaffApi.resetStaffSecondFactor, { params: { staffId: staff.id }, body: {} }),
    onSuccess: onDone,
  });
  if (reset.data) {
    return (
      <Dialog title="Second factor reset" onClose={onClose}>
        <TemporaryPassword email={staff.email} password={reset.data.temporaryPassword} />
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      title={`Reset the second factor of ${staff.email}?`}
      confirm={reset.isPending ? 'Resetting…' : 'Reset second factor'}
      busy={reset.isPending}
      error={
        reset.isError
          ? messageOf(reset.error, 'The second factor could not be reset. Please try again.')
          : undefined
      }
      onConfirm={() => reset.mutate()}
      onClose={onClose}
    >
      <p>
        Their authenticator app and recovery codes stop working and they are signed out. You get a
        new temporary password for them; with it they set a new password and set up their
        authenticator app again.
      </p>
    </ConfirmDialog>
  );
}
