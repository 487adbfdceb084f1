import { CatalogApi } from '@citybook/contract/catalog';
import type { Category } from '@citybook/contract/catalog';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { fromSessionCache, writeSessionCache } from '../../../lib/session-cache.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';

const cacheKey = (marketId: number) => storageKeys.categories.named(marketId);

export async function getCategories(marketId: number, signal?: AbortSignal): Promise<Category[]> {
  const categories = await callApi(CatalogApi.getCategories, { params: { marketId }, signal });
  writeSessionCache(cacheKey(marketId), categories);
  return categories;
}

export function categoriesQueryOptions(marketId: number) {
  return queryOptions({
    queryKey: ['categories', marketId] as const,
    queryFn: ({ signal }) => getCategories(marketId, signal),
    // MARKET-7: a market's categories are kept for the session, in session storage with a date.
    ...fromSessionCache(cacheKey(marketId)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The route loader fetches them first, so the page normally renders without suspending. */
export function useCategories(marketId: number) {
  return useSuspenseQuery(categoriesQueryOptions(marketId));
}
