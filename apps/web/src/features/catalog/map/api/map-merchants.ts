import type { Geolocation as Position } from '@citybook/contract';
import { queryOptions } from '@tanstack/react-query';
import { getAllMerchants, type AllMerchantsParams } from '../../api/get-all-merchants.ts';
import { isKnownPosition } from './device-position.ts';

/**
 * Every location of the market (franchises ungrouped: each gets a marker), nearest first: the
 * shared list as it is. The map shows no redeemed marks, so it reads no member state with it (the
 * popup's heart does, when opened); its own key keeps it apart from All Coupons' merged list, and
 * the browser revalidates the one URL both use with a 304 (ADR 0020).
 */
export function mapMerchantsQueryOptions(marketId: number, position: Position) {
  const params: AllMerchantsParams = isKnownPosition(position)
    ? { marketId, latitude: position.latitude, longitude: position.longitude }
    : { marketId };
  return queryOptions({
    queryKey: [
      'merchants',
      'map',
      params.marketId,
      params.latitude ?? null,
      params.longitude ?? null,
    ] as const,
    queryFn: ({ signal }) => getAllMerchants(params, signal),
  });
}
