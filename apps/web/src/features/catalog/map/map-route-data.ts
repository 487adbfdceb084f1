import type { Market } from '@citybook/contract/market';
import type { QueryClient, UndefinedInitialDataOptions } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../api/get-categories.ts';
import { mapConfigQueryOptions } from '../api/get-map-config.ts';
import { devicePositionQueryOptions } from './api/device-position.ts';

export interface MapRouteData {
  marketId: number;
}

/**
 * The query of a market by id (its centre is where the map starts): the market feature's, which
 * the app passes in.
 */
export type MarketQuery = (
  marketId: number,
) => UndefinedInitialDataOptions<Market, Error, Market, readonly ['market', number]>;

/** Starts every request of the map page; failures are left for the page to show. */
export async function prefetchMapData(
  queryClient: QueryClient,
  marketId: number,
  marketQuery: MarketQuery,
): Promise<void> {
  // The merchants are asked for by the map itself, for the box it shows once laid out.
  await Promise.all([
    queryClient.prefetchQuery(mapConfigQueryOptions()),
    queryClient.prefetchQuery(categoriesQueryOptions(marketId)),
    queryClient.prefetchQuery(marketQuery(marketId)),
    queryClient.prefetchQuery(devicePositionQueryOptions()),
  ]);
}
