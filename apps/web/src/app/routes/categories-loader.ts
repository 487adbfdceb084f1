import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.ts';
import { mobileAdsQueryOptions } from '../../features/catalog/api/get-mobile-ads.ts';
import { refreshPositionIfAllowed } from '../../lib/geolocation.ts';
import { loadOrEndSession } from './load-or-end-session.ts';
import { requireMarketId } from './require-market.ts';

export interface CategoriesData {
  marketId: number;
}

/** Spec §2: the categories need the profile's market; they are loaded before the page shows. */
export function categoriesLoader(queryClient: QueryClient) {
  return async (): Promise<CategoriesData | Response> => {
    const marketId = await requireMarketId(queryClient);
    if (marketId instanceof Response) return marketId;
    // Neither holds the page up: the ads fill in when they come, and a position found without
    // asking the user sorts the next lists by distance from the device.
    void queryClient.prefetchQuery(mobileAdsQueryOptions(marketId));
    void refreshPositionIfAllowed();
    const failed = await loadOrEndSession(queryClient, () =>
      queryClient.query({ ...categoriesQueryOptions(marketId), staleTime: 'static' }),
    );
    return failed ?? { marketId };
  };
}
