import { MERCHANT_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useLoaderData } from 'react-router';
import { AllOffersPage } from '../../features/catalog/components/all-offers-page.tsx';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { paths } from '../../lib/paths.ts';
import type { AllOffersData } from './all-offers-loader.ts';
import { useMarket } from '../../features/market/api/get-market.ts';

export function AllOffersRoute() {
  const { marketId, position } = useLoaderData<AllOffersData>();
  const market = useMarket(marketId).data;
  return (
    <AllOffersPage
      marketId={marketId}
      position={position}
      timeZone={market?.timeZone}
      marketTitle={market?.title}
    />
  );
}

export function AllOffersError() {
  return (
    <CatalogLoadError
      heading="All Coupons"
      message={MERCHANT_ERROR_MESSAGE}
      fallback={paths.categories}
    />
  );
}
