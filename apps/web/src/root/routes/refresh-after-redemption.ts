import type { QueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../../features/account/api/get-profile.ts';
import { accountStateQueryKey } from '../../features/catalog/api/account-state-key.ts';

/**
 * After redemptions reached the server: the new total savings, and the offers shown as redeemed
 * on the merchant pages and lists (cached ones are only marked: they load anew when next shown).
 */
export async function refreshAfterRedemption(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshProfile(queryClient),
    queryClient.invalidateQueries({ queryKey: ['merchant'] }),
    // The lists' redeemed marks come from the member's state (ADR 0020), merged where they show
    // (ADR 0045): the shared lists themselves did not change.
    queryClient.invalidateQueries({ queryKey: accountStateQueryKey, refetchType: 'none' }),
  ]);
}
