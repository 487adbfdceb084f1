import { ApiPath, marketSchema, Timing } from '@citybook/contract';
import type { Market } from '@citybook/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../../../lib/api-client.ts';

export function getMapMarket(marketId: number, signal?: AbortSignal): Promise<Market> {
  return requestJson(ApiPath.market.get(marketId), marketSchema, signal ? { signal } : {});
}

/** The market's centre is where the map starts when the device position is unknown. */
export function mapMarketQueryOptions(marketId: number) {
  return queryOptions({
    queryKey: ['map', 'market', marketId] as const,
    queryFn: ({ signal }) => getMapMarket(marketId, signal),
    staleTime: Timing.sessionCacheMs,
  });
}
