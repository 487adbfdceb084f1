import { RedemptionApi } from '@citybook/contract/redemption';
import type { RedeemRequest, Redemption } from '@citybook/contract/redemption';
import { callApi } from '../../../lib/api-client.ts';

/** REDEEM-5: redeems an offer on the member's current activation voucher. */
export function redeem(
  request: RedeemRequest,
  headers?: Record<string, string>,
  signal?: AbortSignal,
): Promise<Redemption> {
  return callApi(RedemptionApi.redeem, {
    body: request,
    ...(headers ? { headers } : {}),
    ...(signal ? { signal } : {}),
  });
}
