import { ActivationApi } from '@citybook/contract/activation';
import type { ActivationResponse } from '@citybook/contract/activation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function getActivation(
  activationVoucherId: number,
  signal?: AbortSignal,
): Promise<ActivationResponse> {
  return callApi(ActivationApi.getActivation, { params: { activationVoucherId }, signal });
}

export function activationQueryOptions(activationVoucherId: number) {
  return queryOptions({
    queryKey: ['account', 'activation', activationVoucherId] as const,
    queryFn: ({ signal }) => getActivation(activationVoucherId, signal),
  });
}

/** The activation of a voucher; nothing is asked while `activationVoucherId` is null. */
export function useActivation(activationVoucherId: number | null) {
  return useQuery({
    ...activationQueryOptions(activationVoucherId ?? 0),
    enabled: activationVoucherId !== null,
  });
}
