import { RedemptionApi } from '@citybook/contract/redemption';
import type { OfflineTicket } from '@citybook/contract/redemption';
import { callApi } from '../../../lib/api-client.ts';

/** REDEEM-9: this session's offline tickets for the member's activation (issue #27). */
export function getOfflineTickets(activationVoucherId: number): Promise<OfflineTicket[]> {
  return callApi(RedemptionApi.getOfflineTickets, { body: { activationVoucherId } });
}
