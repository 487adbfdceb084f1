import { RedemptionApi } from '@citybook/contract/redemption';
import type { Redemption } from '@citybook/contract/redemption';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const redemptionsQueryKey = ['account', 'redemptions'] as const;

/** The member's redemptions, newest first. */
export function getRedemptions(signal?: AbortSignal): Promise<Redemption[]> {
  return callApi(RedemptionApi.getRedemptions, { signal });
}

export function redemptionsQueryOptions() {
  return queryOptions({
    queryKey: redemptionsQueryKey,
    queryFn: ({ signal }) => getRedemptions(signal),
  });
}

/** The route loader fetches them first, so the page normally renders without suspending. */
export function useRedemptions() {
  return useSuspenseQuery(redemptionsQueryOptions());
}
