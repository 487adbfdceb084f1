import { AccountApi } from '@citybook/contract/account';
import type { AccountState } from '@citybook/contract/account';
import { apiReply } from './http-from-contract.ts';

/** The account state the catalogue reads (nothing redeemed, no favourites) with `change`. */
export function accountStateHandler(change: Partial<AccountState> = {}) {
  return apiReply(AccountApi.getAccountState, {
    redeemedOfferIds: [],
    favoriteMerchantIds: [],
    guest: false,
    ...change,
  });
}
