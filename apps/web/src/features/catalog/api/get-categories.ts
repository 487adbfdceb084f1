import { ApiPath, categoryListSchema } from '@citybook/contract';
import type { Category } from '@citybook/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function getCategories(marketId: number, signal?: AbortSignal): Promise<Category[]> {
  return requestJson(
    ApiPath.catalog.categories(marketId),
    categoryListSchema,
    signal ? { signal } : {},
  );
}

export function categoriesQueryOptions(marketId: number) {
  return queryOptions({
    queryKey: ['categories', marketId] as const,
    queryFn: ({ signal }) => getCategories(marketId, signal),
    // Spec §7 keeps a market's categories for the whole session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The route loader fetches them first, so the page normally renders without suspending. */
export function useCategories(marketId: number) {
  return useSuspenseQuery(categoriesQueryOptions(marketId));
}
