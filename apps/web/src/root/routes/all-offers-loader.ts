import type { Geolocation as Position } from '@citybook/contract/market';
import type { QueryClient } from '@tanstack/react-query';
import { allMerchantsQueryOptions } from '../../features/catalog/api/get-all-merchants.ts';
import { knownPosition } from '../../lib/geolocation.ts';
import { loadOrEndSession } from './load-or-end-session.ts';
import { requireMarketId } from '../../features/market/require-market.ts';
import { requireProfile } from './require-profile.ts';

export interface AllOffersData {
  marketId: number;
  position: Position | undefined;
}

/** CATALOG-11 /offers/all: every merchant of the market, loaded before the page shows. */
export function allOffersLoader(queryClient: QueryClient) {
  return async (): Promise<AllOffersData | Response> => {
    const marketId = await requireMarketId(queryClient, requireProfile);
    if (marketId instanceof Response) return marketId;
    const position = knownPosition();
    const failed = await loadOrEndSession(queryClient, () =>
      queryClient.query(allMerchantsQueryOptions({ marketId, ...position })),
    );
    return failed ?? { marketId, position };
  };
}
