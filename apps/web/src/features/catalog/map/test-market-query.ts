import { MarketApi } from '@citybook/contract';
import { queryOptions } from '@tanstack/react-query';
import type { MarketQuery } from './map-route-data.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Stands in for the market feature's query, which the app gives the map: the same call, without
 * the session cache, so a catalogue test needs no other feature.
 */
export const testMarketQuery: MarketQuery = (marketId) =>
  queryOptions({
    queryKey: ['market', marketId] as const,
    queryFn: ({ signal }) => callApi(MarketApi.getMarket, { params: { marketId }, signal }),
  });
