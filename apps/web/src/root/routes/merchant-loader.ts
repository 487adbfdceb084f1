import type { Geolocation as Position } from '@citybook/contract/market';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { merchantQueryOptions } from '../../features/catalog/api/get-merchant.ts';
import { knownPosition } from '../../lib/geolocation.ts';
import { idParam } from './id-param.ts';
import { loadOrEndSession } from './load-or-end-session.ts';
import { requireMarketId } from '../../features/market/require-market.ts';
import { requireProfile } from './require-profile.ts';

export interface MerchantData {
  marketId: number;
  categoryId: number;
  merchantId: number;
  position: Position | undefined;
}

/** CATALOG-8 merchant page: the merchant is loaded before the page shows. */
export function merchantLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<MerchantData | Response> => {
    const categoryId = idParam(params.categoryId);
    const merchantId = idParam(params.merchantId);
    const marketId = await requireMarketId(queryClient, requireProfile);
    if (marketId instanceof Response) return marketId;
    const failed = await loadOrEndSession(queryClient, () =>
      queryClient.query(merchantQueryOptions(merchantId)),
    );
    return failed ?? { marketId, categoryId, merchantId, position: knownPosition() };
  };
}
