import { useQueryClient } from '@tanstack/react-query';
import type { OfflineRedemption } from './offline-redemption.ts';
import { keepOffline } from './offline-store.ts';
import { syncOffline } from './sync-offline.ts';
import { offlineRedemptionsQueryKey } from './use-offline-redemptions.ts';
import { setWaitingHint } from './waiting-hint.ts';

/**
 * Keeps a redemption the server could not be told of on the device, then tries to send it once
 * straight away: the network may be back already, and when it is not, the worker's Background
 * Sync takes the failed call and sends it when the browser is online again, app open or not.
 */
export function useKeepOffline(): (entry: OfflineRedemption) => Promise<void> {
  const queryClient = useQueryClient();
  return async (entry) => {
    await keepOffline(entry);
    setWaitingHint(true);
    await queryClient.invalidateQueries({ queryKey: offlineRedemptionsQueryKey });
    void syncOffline(queryClient, entry.userId).catch(() => undefined);
  };
}
