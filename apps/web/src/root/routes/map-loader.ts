import type { QueryClient } from '@tanstack/react-query';
import {
  prefetchMapData,
  type MapRouteData,
  type MarketQuery,
} from '../../features/catalog/map/map-route-data.ts';
import { requireMarketId, type ProfileGate } from '../../features/market/require-market.ts';

/**
 * The map shows the profile's market, so a user without one picks it first (as for the
 * categories). The data is not awaited: it loads while the map's code (Leaflet) downloads, and
 * the page explains any failure in the error dialog (CATALOG-17).
 */
export function mapLoader(
  queryClient: QueryClient,
  requireProfile: ProfileGate,
  marketQuery: MarketQuery,
) {
  return async (): Promise<MapRouteData | Response> => {
    const marketId = await requireMarketId(queryClient, requireProfile);
    if (marketId instanceof Response) return marketId;
    void prefetchMapData(queryClient, marketId, marketQuery);
    return { marketId };
  };
}
