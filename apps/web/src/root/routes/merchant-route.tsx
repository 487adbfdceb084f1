import { MERCHANT_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useLoaderData, useParams, useRouteError } from 'react-router';
import { useMerchant } from '../../features/catalog/api/get-merchant.ts';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { MerchantPage } from '../../features/catalog/components/merchant-page.tsx';
import { isMerchantLeft } from '../../features/catalog/merchant-left/merchant-left-error.ts';
import { MerchantLeftNotice } from '../../features/catalog/merchant-left/merchant-left-notice.tsx';
import { paths } from '../../lib/paths.ts';
import type { MerchantData } from './merchant-loader.ts';
import { useMarket } from '../../features/market/api/get-market.ts';

export function MerchantRoute() {
  const { marketId, categoryId, merchantId, position } = useLoaderData<MerchantData>();
  const timeZone = useMarket(marketId).data?.timeZone;
  // MERCHANT-12: the open page, asked again, says when the merchant has left the book.
  const { error } = useMerchant(merchantId);
  if (isMerchantLeft(error)) {
    return <MerchantLeftNotice message={error.message} categoryId={categoryId} replacesOpenPage />;
  }
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
  const error = useRouteError();
  const { categoryId } = useParams();
  // MERCHANT-12: an old link to a merchant that left the book.
  if (isMerchantLeft(error)) {
    const category = Number(categoryId);
    return (
      <MerchantLeftNotice
        message={error.message}
        categoryId={Number.isInteger(category) && category > 0 ? category : undefined}
      />
    );
  }
  return (
    <CatalogLoadError
      heading="Merchant"
      message={MERCHANT_ERROR_MESSAGE}
      fallback={paths.categories}
    />
  );
}
