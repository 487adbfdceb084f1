import { CatalogApi } from '@citybook/contract/catalog';
import type { FavoriteMerchant } from '@citybook/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const favoritesQueryKey = ['account', 'favorites'] as const;

/** The member's favourite merchants, most recently added first. */
export function getFavorites(signal?: AbortSignal): Promise<FavoriteMerchant[]> {
  return callApi(CatalogApi.getFavorites, { signal });
}

export function useFavorites() {
  return useQuery(
    queryOptions({ queryKey: favoritesQueryKey, queryFn: ({ signal }) => getFavorites(signal) }),
  );
}
