import { zodResolver } from '@hookform/resolvers/zod';
import type { BusinessInvitation, InviteBusinessAdminRequest } from '@citybook/contract/business';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useFormFailure } from '../../lib/form-failure.ts';
import { CheckedForm } from '../checked-form/checked-form.tsx';
import { Dialog, DialogActions } from '../dialog/dialog.tsx';
import { TextField } from '../field/field.tsx';
import parts from '../page-parts/page-parts.module.css';
import { InvitationSentDialog } from './invitation-sent-dialog.tsx';

interface BusinessInviteDialogProps {
  title: string;
  /** Who the invited person becomes, in a sentence, above the address. */
  explanation: string;
  /** The contract's schema of the invitation's body: the form is checked with it. */
  schema: z.ZodMiniType<InviteBusinessAdminRequest, InviteBusinessAdminRequest>;
  /** The call that invites the address. */
  invite: (body: InviteBusinessAdminRequest) => Promise<BusinessInvitation>;
  onClose: () => void;
  /** Called once the invitation is made (the page reloads its people). */
  onDone: () => void;
}

/**
 * MERCHANT-1, FUNDRAISING-1: invites a person of a business (an organisation's admin, a group's
 * leader) by e-mail, then shows their temporary password once in the same dialog (MERCHANT-2).
 */
export function BusinessInviteDialog({
  title,
  explanation,
  schema,
  invite,
  onClose,
  onDone,
}: BusinessInviteDialogProps) {
  const form = useForm<InviteBusinessAdminRequest>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const failure = useFormFailure(form, 'The invitation could not be made. Please try again.');
  const invitation = useMutation({ mutationFn: invite, onSuccess: onDone, onError: failure.show });
  if (invitation.data)
    return (
      <InvitationSentDialog
        title="Invitation sent"
        email={invitation.data.person.email}
        password={invitation.data.temporaryPassword}
        onClose={onClose}
      />
    );
  return (
    <Dialog title={title} onClose={onClose}>
      <CheckedForm
        className={parts.form}
        failure={failure}
        onSubmit={form.handleSubmit((body) => invitation.mutate(body))}
      >
        <p>{explanation}</p>
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
          <Button type="submit" disabled={invitation.isPending}>
            {invitation.isPending ? 'Inviting…' : 'Send invitation'}
          </Button>
        </DialogActions>
      </CheckedForm>
    </Dialog>
  );
}
