import { activationResponseSchema, ApiPath } from '@citybook/contract';
import type { ActivationResponse } from '@citybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function getActivation(
  activationVoucherId: number,
  signal?: AbortSignal,
): Promise<ActivationResponse> {
  return requestJson(
    ApiPath.account.activation(activationVoucherId),
    activationResponseSchema,
    signal ? { signal } : {},
  );
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
