import type { Geolocation as Position } from '@citybook/contract/market';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.ts';
import { merchantsInCategoryQueryOptions } from '../../features/catalog/api/get-merchants-in-category.ts';
import { knownPosition } from '../../lib/geolocation.ts';
import { idParam } from './id-param.ts';
import { loadOrEndSession } from './load-or-end-session.ts';
import { requireMarketId } from '../../features/market/require-market.ts';
import { requireProfile } from './require-profile.ts';

export interface CategoryData {
  marketId: number;
  categoryId: number;
  position: Position | undefined;
}

/** CATALOG-5 /offers/category/{categoryId}: the merchants are loaded before the page shows. */
export function categoryLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<CategoryData | Response> => {
    const categoryId = idParam(params.categoryId);
    const marketId = await requireMarketId(queryClient, requireProfile);
    if (marketId instanceof Response) return marketId;
    const position = knownPosition();
    const failed = await loadOrEndSession(queryClient, () =>
      Promise.all([
        queryClient.query({ ...categoriesQueryOptions(marketId), staleTime: 'static' }),
        queryClient.query(merchantsInCategoryQueryOptions({ marketId, categoryId, ...position })),
      ]),
    );
    return failed ?? { marketId, categoryId, position };
  };
}
