import type { QueryClient } from '@tanstack/react-query';
import { redemptionsQueryKey } from '../api/get-redemptions.ts';
import { sendOffline } from './send-offline.ts';
import { offlineRedemptionsQueryKey } from './use-offline-redemptions.ts';

/**
 * Sends what the device kept for the member and refreshes the lists that show it. Answers whether
 * anything changed (sent or refused), so the caller refreshes what else depends on it.
 */
export async function syncOffline(queryClient: QueryClient, userId: number): Promise<boolean> {
  const { sent, refused } = await sendOffline(userId);
  if (sent + refused === 0) return false;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: offlineRedemptionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: redemptionsQueryKey }),
  ]);
  return true;
}
