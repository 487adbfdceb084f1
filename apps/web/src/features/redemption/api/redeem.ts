import { RedemptionApi } from '@citybook/contract/redemption';
import type { RedeemRequest, Redemption } from '@citybook/contract/redemption';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { redemptionsQueryKey } from './get-redemptions.ts';

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

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, signal }: { request: RedeemRequest; signal?: AbortSignal }) =>
      redeem(request, undefined, signal),
    // The savings tracker lists the new redemption next time it is shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redemptionsQueryKey }),
  });
}
