import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfflineRedemption } from './offline-redemption.ts';
import { canKeepOffline, listOffline } from './offline-store.ts';

export const offlineRedemptionsQueryKey = ['redemption', 'offline'] as const;

/** The redemptions kept on this device, read from IndexedDB even with no network. */
export function offlineRedemptionsQueryOptions() {
  return queryOptions({
    queryKey: offlineRedemptionsQueryKey,
    queryFn: (): Promise<OfflineRedemption[]> =>
      canKeepOffline() ? listOffline() : Promise.resolve([]),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
}

/** The member's redemptions kept on this device; [] while they load or for another member. */
export function useOfflineRedemptions(userId: number | undefined): OfflineRedemption[] {
  const { data } = useQuery(offlineRedemptionsQueryOptions());
  return (data ?? []).filter((entry) => entry.userId === userId);
}
