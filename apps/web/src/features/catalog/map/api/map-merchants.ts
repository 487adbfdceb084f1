import type { Geolocation as Position } from '@citybook/contract';
import { allMerchantsQueryOptions } from '../../api/get-all-merchants.ts';
import { isKnownPosition } from './device-position.ts';

/** Every location of the market (franchises ungrouped: each gets a marker), nearest first. */
export function mapMerchantsQueryOptions(marketId: number, position: Position) {
  return allMerchantsQueryOptions(
    isKnownPosition(position)
      ? { marketId, latitude: position.latitude, longitude: position.longitude }
      : { marketId },
  );
}
