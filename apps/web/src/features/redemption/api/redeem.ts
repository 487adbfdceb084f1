import { ApiPath, redemptionSchema } from '@citybook/contract';
import type { RedeemRequest, Redemption } from '@citybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';
import { redemptionsQueryKey } from './get-redemptions.ts';

/** Spec §7: redeems an offer on the member's current activation voucher. */
export function redeem(request: RedeemRequest): Promise<Redemption> {
  return requestJson(ApiPath.catalog.redeem, redemptionSchema, { method: 'POST', body: request });
}

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeem,
    // The savings tracker lists the new redemption next time it is shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redemptionsQueryKey }),
  });
}
