import { ApiPath, marketSchema, Timing } from '@citybook/contract';
import type { Geolocation as Position, Market } from '@citybook/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function getMarketByGeolocation(position: Position, signal?: AbortSignal): Promise<Market> {
  const query = new URLSearchParams({
    latitude: String(position.latitude),
    longitude: String(position.longitude),
  });
  return requestJson(
    `${ApiPath.market.byGeolocation}?${query.toString()}`,
    marketSchema,
    signal ? { signal } : {},
  );
}

/** The market around a position; zero coordinates give the server's default market. */
export function marketByGeolocationQueryOptions(position: Position) {
  return queryOptions({
    queryKey: ['market', 'byGeolocation', position.latitude, position.longitude] as const,
    queryFn: ({ signal }) => getMarketByGeolocation(position, signal),
    staleTime: Timing.geolocationCacheMs,
  });
}
