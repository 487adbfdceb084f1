import type { AccountState } from '@citybook/contract/account';
import type { Merchant } from '@citybook/contract/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { accountStateQueryKey } from './account-state-key.ts';
import { accountStateQueryOptions } from './get-account-state.ts';

/**
 * The member's state for a shared list (ADR 0020). When it cannot be read (offline, where the
 * worker keeps the lists but never account data), the last copy read, else none: the list still
 * shows, without the member's redeemed marks. A session the server has ended is no such case: it
 * goes on to the loader, which sends the device to login (issue 32 item 10, ADR 0034).
 */
async function memberState(client: QueryClient): Promise<AccountState | undefined> {
  try {
    // No retry: offline, a retry would wait for the network (offlineFirst) and hold the list.
    return await client.fetchQuery({ ...accountStateQueryOptions, retry: false });
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    return client.getQueryData<AccountState>(accountStateQueryKey);
  }
}

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

/** A shared list and the member's state, read side by side and merged. */
export async function sharedListFor(
  client: QueryClient,
  list: Promise<Merchant[]>,
): Promise<Merchant[]> {
  const [merchants, state] = await Promise.all([list, memberState(client)]);
  return withRedeemed(merchants, state);
}
