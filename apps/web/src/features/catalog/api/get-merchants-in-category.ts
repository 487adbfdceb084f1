import { CatalogApi } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface MerchantsInCategoryParams {
  marketId: number;
  categoryId: number;
  /** Without a position the server measures distances from the market's centre. */
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export function getMerchantsInCategory(
  params: MerchantsInCategoryParams,
  signal?: AbortSignal,
): Promise<Merchant[]> {
  return callApi(CatalogApi.getMerchantsInCategory, { query: { ...params, shared: true }, signal });
}

/** The merchants of a category in the market, nearest first. */
export function merchantsInCategoryQueryOptions(params: MerchantsInCategoryParams) {
  return queryOptions({
    queryKey: [
      'merchants',
      'category',
      params.marketId,
      params.categoryId,
      params.latitude ?? null,
      params.longitude ?? null,
    ] as const,
    queryFn: ({ signal }) => getMerchantsInCategory(params, signal),
  });
}

/** The route loader fetches them first, so the page normally renders without suspending. */
export function useMerchantsInCategory(params: MerchantsInCategoryParams) {
  return useSuspenseQuery(merchantsInCategoryQueryOptions(params));
}
