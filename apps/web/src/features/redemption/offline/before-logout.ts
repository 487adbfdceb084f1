import { REDEEM_CALL_TIMEOUT_MS } from '@citybook/contract/redemption';
import type { QueryClient } from '@tanstack/react-query';
import { isKnownOffline, withTimeout } from '../../../lib/network-failure.ts';
import { isWaiting } from './offline-redemption.ts';
import { canKeepOffline, listOffline } from './offline-store.ts';
import { syncOffline } from './sync-offline.ts';

/**
 * Before the member logs out (issue #27): sends what they redeemed with no signal, the usual way
 * (sync-offline.ts), for at most REDEEM_CALL_TIMEOUT_MS; answers how many of their redemptions
 * still wait on the device. Those stay for that member only, sent at their next login here.
 */
export async function sendBeforeLogout(queryClient: QueryClient, userId: number): Promise<number> {
  if (!canKeepOffline()) return 0;
  if (!isKnownOffline()) {
    // Whatever does not go now (no network, no answer in time) still waits: counted below.
    await withTimeout(syncOffline(queryClient, userId), REDEEM_CALL_TIMEOUT_MS).catch(
      () => undefined,
    );
  }
  return (await listOffline()).filter((entry) => entry.userId === userId && isWaiting(entry))
    .length;
}
