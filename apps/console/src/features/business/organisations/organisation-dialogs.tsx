import { BusinessConsoleApi, inviteBusinessAdminRequestSchema } from '@citybook/contract/business';
import type { Organisation } from '@citybook/contract/business';
import { BusinessInviteDialog } from '../../../components/business-invite-dialog/business-invite-dialog.tsx';
import { ConfirmMutationDialog } from '../../../components/confirm-mutation-dialog/confirm-mutation-dialog.tsx';
import { callApi } from '../../../lib/api-client.ts';

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
  return (
    <BusinessInviteDialog
      title={`Invite an admin of ${organisation.name}`}
      explanation="A merchant admin manages the organisation’s people, details and results, and invites its counter staff."
      schema={inviteBusinessAdminRequestSchema}
      invite={(body) =>
        callApi(BusinessConsoleApi.inviteOrganisationAdmin, {
          params: { organisationId: organisation.id },
          body,
        })
      }
      onClose={onClose}
      onDone={onDone}
    />
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
  const people = organisation.people.length;
  return (
    <ConfirmMutationDialog
      title={`Disable ${organisation.name}?`}
      action="Disable organisation"
      pending="Disabling…"
      failed="The organisation could not be disabled. Please try again."
      mutation={() =>
        callApi(BusinessConsoleApi.setOrganisationDisabled, {
          params: { organisationId: organisation.id },
          body: { disabled: true },
        })
      }
      onClose={onClose}
      onDone={onDone}
    >
      <p>
        {people === 1
          ? 'Its one person is signed out at once'
          : `Its ${String(people)} people are signed out at once`}
        , on every device, the Redeem Desk included, and cannot sign in until you enable it again.
        Its locations, people and history are kept.
      </p>
    </ConfirmMutationDialog>
  );
}
