import { AccountApi } from '@citybook/contract/account';
import type { AccountState } from '@citybook/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

import { accountStateQueryKey } from './account-state-key.ts';

/** The member's own state beside the shared lists: redeemed offers, favourite merchants. */
export function getAccountState(signal?: AbortSignal): Promise<AccountState> {
  return callApi(AccountApi.getAccountState, { signal });
}

export const accountStateQueryOptions = queryOptions({
  queryKey: accountStateQueryKey,
  queryFn: ({ signal }) => getAccountState(signal),
});

export function useAccountState() {
  return useQuery(accountStateQueryOptions);
}
