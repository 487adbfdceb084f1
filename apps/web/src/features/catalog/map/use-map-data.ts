import type { AppConfig } from '@citybook/contract/app';
import type { Category } from '@citybook/contract/catalog';
import type { Geolocation as Position, Market } from '@citybook/contract/market';
import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../api/get-categories.ts';
import { mapConfigQueryOptions } from '../api/get-map-config.ts';
import { devicePositionQueryOptions } from './api/device-position.ts';
import type { MarketQuery } from './map-route-data.ts';

export interface MapData {
  config: AppConfig;
  categories: Category[];
  market: Market;
  /** Zero coordinates when unknown. */
  position: Position;
}

export type MapDataResult =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; data: MapData };

/**
 * What the map needs before it opens (its merchants come after, for its box: MapScreen); a failed
 * refresh of data already shown is not a failure.
 */
export function useMapData(marketId: number, marketQuery: MarketQuery): MapDataResult {
  const config = useQuery(mapConfigQueryOptions());
  const categories = useQuery(categoriesQueryOptions(marketId));
  const market = useQuery(marketQuery(marketId));
  const position = useQuery(devicePositionQueryOptions());

  const failed = [config, categories, market].find(
    (query) => query.isError && query.data === undefined,
  );
  if (failed) {
    const retry = () => {
      for (const query of [config, categories, market]) if (query.isError) void query.refetch();
    };
    return { status: 'error', error: failed.error, retry };
  }
  if (config.data && categories.data && market.data && position.data) {
    return {
      status: 'success',
      data: {
        config: config.data,
        categories: categories.data,
        market: market.data,
        position: position.data,
      },
    };
  }
  return { status: 'pending' };
}
