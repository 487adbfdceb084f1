import type { AccountState } from '@citybook/contract/account';
import type { Merchant } from '@citybook/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accountStateQueryOptions } from './get-account-state.ts';

/** The member's redeemed flags merged into a shared list (whose flags are all false). */
export function withRedeemed(
  merchants: Merchant[],
  state: Pick<AccountState, 'redeemedOfferIds'> | undefined,
): Merchant[] {
  if (!state || state.redeemedOfferIds.length === 0) return merchants;
  const redeemed = new Set(state.redeemedOfferIds);
  return merchants.map((merchant) =>
    merchant.offers.some((offer) => redeemed.has(offer.id))
      ? {
          ...merchant,
          offers: merchant.offers.map((offer) =>
            redeemed.has(offer.id) ? { ...offer, redeemed: true } : offer,
          ),
        }
      : merchant,
  );
}

/**
 * A shared list with the member's redeemed marks (ADR 0020). The state is read once the list is on
 * screen, never before it (issue 28 item 3, ADR 0045): the worker answers the list on a repeat
 * visit, and the member's state, account data it never keeps, must not hold the page for the
 * network. Until it answers, and when it cannot be read (offline), the last copy read in this
 * page's life, else none: the list shows without the member's marks.
 */
export function useWithRedeemed(merchants: Merchant[]): Merchant[] {
  // No retry: offline, a retry would wait for the network (offlineFirst) for nothing.
  const { data: state } = useQuery({ ...accountStateQueryOptions, retry: false });
  return useMemo(() => withRedeemed(merchants, state), [merchants, state]);
}
