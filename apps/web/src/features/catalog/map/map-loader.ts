import type { Market } from '@citybook/contract/market';
import type { QueryClient, UndefinedInitialDataOptions } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { categoriesQueryOptions } from '../api/get-categories.ts';
import { mapConfigQueryOptions } from '../api/get-map-config.ts';
import { devicePositionQueryOptions } from './api/device-position.ts';

export interface MapRouteData {
  marketId: number;
}

/**
 * The query of a market by id (its centre is where the map starts): the market feature's, which
 * the app passes in.
 */
export type MarketQuery = (
  marketId: number,
) => UndefinedInitialDataOptions<Market, Error, Market, readonly ['market', number]>;

/** The part of the profile the map needs, or where to go instead (login, /error). */
export type ProfileGate = (
  queryClient: QueryClient,
) => Promise<{ marketId: number | null } | Response>;

/** Starts every request of the map page; failures are left for the page to show. */
export async function prefetchMapData(
  queryClient: QueryClient,
  marketId: number,
  marketQuery: MarketQuery,
): Promise<void> {
  // The merchants are asked for by the map itself, for the box it shows once laid out.
  await Promise.all([
    queryClient.prefetchQuery(mapConfigQueryOptions()),
    queryClient.prefetchQuery(categoriesQueryOptions(marketId)),
    queryClient.prefetchQuery(marketQuery(marketId)),
    queryClient.prefetchQuery(devicePositionQueryOptions()),
  ]);
}

/**
 * The map shows the profile's market, so a user without one picks it first (as for the
 * categories). The data is not awaited: it loads while the map's code (Leaflet) downloads, and
 * the page explains any failure in the error dialog (spec §8).
 */
export function mapLoader(
  queryClient: QueryClient,
  requireProfile: ProfileGate,
  marketQuery: MarketQuery,
) {
  return async (): Promise<MapRouteData | Response> => {
    const profile = await requireProfile(queryClient);
    if (profile instanceof Response) return profile;
    if (profile.marketId === null) return redirect(paths.market);
    void prefetchMapData(queryClient, profile.marketId, marketQuery);
    return { marketId: profile.marketId };
  };
}
