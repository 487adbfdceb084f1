import { Timing } from '@citybook/contract/app';
import { MarketApi } from '@citybook/contract/market';
import type { Geolocation as Position, Market } from '@citybook/contract/market';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function getMarketByGeolocation(position: Position, signal?: AbortSignal): Promise<Market> {
  const query = { latitude: position.latitude, longitude: position.longitude };
  return callApi(MarketApi.getMarketByGeolocation, { query, signal });
}

/** The market around a position; zero coordinates give the server's default market. */
export function marketByGeolocationQueryOptions(position: Position) {
  return queryOptions({
    queryKey: ['market', 'byGeolocation', position.latitude, position.longitude] as const,
    queryFn: ({ signal }) => getMarketByGeolocation(position, signal),
    staleTime: Timing.geolocationCacheMs,
  });
}
