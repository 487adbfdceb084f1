import type { Profile } from '@citybook/contract/account';
import { useMemo } from 'react';
import { isWaiting } from './offline-redemption.ts';
import { useOfflineRedemptions } from './use-offline-redemptions.ts';

/**
 * The offers this member redeemed on this device with no signal, on their current voucher, that
 * still wait to be sent: redeemed as far as the member is concerned (issue #32 item 5).
 */
export function useWaitingOfferIds(profile: Profile | undefined): ReadonlySet<number> {
  const kept = useOfflineRedemptions(profile?.accountId);
  const voucherId = profile?.activationVoucherId;
  return useMemo(
    () =>
      new Set(
        kept
          .filter((entry) => isWaiting(entry) && entry.activationVoucherId === voucherId)
          .map((entry) => entry.offerId),
      ),
    [kept, voucherId],
  );
}
