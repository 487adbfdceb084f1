import { MERCHANT_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useLoaderData } from 'react-router';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { MerchantPage } from '../../features/catalog/components/merchant-page.tsx';
import { paths } from '../../lib/paths.ts';
import type { MerchantData } from './merchant-loader.ts';
import { useMarket } from '../../features/market/api/get-market.ts';

export function MerchantRoute() {
  const { marketId, categoryId, merchantId, position } = useLoaderData<MerchantData>();
  const timeZone = useMarket(marketId).data?.timeZone;
  return (
    <MerchantPage
      // Another location of the franchise starts afresh (open dialogs, focus).
      key={merchantId}
      marketId={marketId}
      categoryId={categoryId}
      merchantId={merchantId}
      position={position}
      timeZone={timeZone}
    />
  );
}

export function MerchantError() {
  return (
    <CatalogLoadError
      heading="Merchant"
      message={MERCHANT_ERROR_MESSAGE}
      fallback={paths.categories}
    />
  );
}
