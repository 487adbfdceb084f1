import { inviteBusinessAdminRequestSchema } from '@citybook/contract/business';
import { FundraisingConsoleApi } from '@citybook/contract/fundraising';
import type { FundraisingGroup } from '@citybook/contract/fundraising';
import { BusinessInviteDialog } from '../../../components/business-invite-dialog/business-invite-dialog.tsx';
import { callApi } from '../../../lib/api-client.ts';

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
  return (
    <BusinessInviteDialog
      title={`Invite the leader of ${group.name}`}
      explanation="The leader is the adult who runs the group’s campaigns: they add the sellers (by display name only) and follow the progress."
      schema={inviteBusinessAdminRequestSchema}
      invite={(body) =>
        callApi(FundraisingConsoleApi.inviteFundraisingLeader, {
          params: { groupId: group.id },
          body,
        })
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}
