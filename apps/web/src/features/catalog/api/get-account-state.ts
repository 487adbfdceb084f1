import { FavoriteApi } from '@citybook/contract';
import type { AccountState } from '@citybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const accountStateQueryKey = ['account', 'state'] as const;

/** The member's own state beside the shared lists: redeemed offers, favourite merchants. */
export function getAccountState(signal?: AbortSignal): Promise<AccountState> {
  return callApi(FavoriteApi.getAccountState, { signal });
}

export const accountStateQueryOptions = queryOptions({
  queryKey: accountStateQueryKey,
  queryFn: ({ signal }) => getAccountState(signal),
});

export function useAccountState() {
  return useQuery(accountStateQueryOptions);
}
