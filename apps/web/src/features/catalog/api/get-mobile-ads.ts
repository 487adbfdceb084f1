import { CatalogApi } from '@citybook/contract/catalog';
import type { MobileAd } from '@citybook/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function getMobileAds(marketId: number, signal?: AbortSignal): Promise<MobileAd[]> {
  return callApi(CatalogApi.getMobileAds, { params: { marketId }, signal });
}

/** The ads of the categories carousel for a market. */
export function mobileAdsQueryOptions(marketId: number) {
  return queryOptions({
    queryKey: ['mobileAds', marketId] as const,
    queryFn: ({ signal }) => getMobileAds(marketId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMobileAds(marketId: number) {
  return useQuery(mobileAdsQueryOptions(marketId));
}
