import { Timing } from '@citybook/contract/app';
import type { Geolocation as Position } from '@citybook/contract/market';
import { queryOptions } from '@tanstack/react-query';
import { locate } from '../../../../lib/geolocation.ts';

export function devicePositionQueryOptions() {
  return queryOptions({
    queryKey: ['map', 'position'] as const,
    queryFn: ({ signal }) => locate(signal),
    staleTime: Timing.geolocationCacheMs,
  });
}

/** MARKET-6: zero coordinates stand for a position that could not be found. */
export function isKnownPosition(position: Position): boolean {
  return position.latitude !== 0 || position.longitude !== 0;
}
