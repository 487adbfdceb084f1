import type {
  AppConfig,
  Category,
  Geolocation as Position,
  Market,
  Merchant,
} from '@citybook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UNKNOWN_POSITION } from '../../../lib/geolocation.ts';
import { categoriesQueryOptions } from '../api/get-categories.ts';
import { mapConfigQueryOptions } from '../api/get-map-config.ts';
import { devicePositionQueryOptions } from './api/device-position.ts';
import { mapMerchantsQueryOptions } from './api/map-merchants.ts';
import type { MarketQuery } from './map-loader.ts';

export interface MapData {
  config: AppConfig;
  categories: Category[];
  market: Market;
  /** Zero coordinates when unknown. */
  position: Position;
  merchants: Merchant[];
}

export type MapDataResult =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: MapData };

/** Everything the map shows; a failed refresh of data already shown is not a failure. */
export function useMapData(marketId: number, marketQuery: MarketQuery): MapDataResult {
  const config = useQuery(mapConfigQueryOptions());
  const categories = useQuery(categoriesQueryOptions(marketId));
  const market = useQuery(marketQuery(marketId));
  const position = useQuery(devicePositionQueryOptions());
  const merchants = useQuery({
    ...mapMerchantsQueryOptions(marketId, position.data ?? UNKNOWN_POSITION),
    enabled: position.data !== undefined,
    // A new position changes the distances, not the merchants: keep the markers meanwhile.
    placeholderData: keepPreviousData,
  });

  const failed = [config, categories, market, merchants].find(
    (query) => query.isError && query.data === undefined,
  );
  if (failed) return { status: 'error', error: failed.error };
  if (config.data && categories.data && market.data && position.data && merchants.data) {
    return {
      status: 'success',
      data: {
        config: config.data,
        categories: categories.data,
        market: market.data,
        position: position.data,
        merchants: merchants.data,
      },
    };
  }
  return { status: 'pending' };
}
