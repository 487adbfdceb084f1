import { OFFER_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData, useRouteError } from 'react-router';
import { refreshProfile } from '../../features/account/api/get-profile.ts';
import { loadStoredProfile } from '../../features/account/profile-storage.ts';
import { useMerchant } from '../../features/catalog/api/get-merchant.ts';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { isMerchantLeft } from '../../features/catalog/merchant-left/merchant-left-error.ts';
import { MerchantLeftNotice } from '../../features/catalog/merchant-left/merchant-left-notice.tsx';
import { OfferPage } from '../../features/redemption/components/offer-page.tsx';
import { paths } from '../../lib/paths.ts';
import { InvalidIdParamError } from './id-param.ts';
import type { OfferData } from './offer-loader.ts';
import { refreshAfterRedemption } from './refresh-after-redemption.ts';
import { useMarket } from '../../features/market/api/get-market.ts';

export function OfferRoute() {
  const { merchantId, offerId } = useLoaderData<OfferData>();
  const queryClient = useQueryClient();
  const { data: merchant, error } = useMerchant(merchantId);
  const timeZone = useMarket(merchant.marketId).data?.timeZone;
  // MERCHANT-12: the open coupon, asked again, says when its merchant has left the book.
  if (isMerchantLeft(error)) {
    return (
      <MerchantLeftNotice
        message={error.message}
        categoryId={merchant.categoryId}
        replacesOpenPage
      />
    );
  }
  const offer = merchant.offers.find((each) => each.id === offerId);
  if (!offer) throw new InvalidIdParamError(`No offer ${String(offerId)} at ${String(merchantId)}`);

  return (
    <OfferPage
      key={`${String(merchantId)}/${String(offerId)}`}
      merchant={merchant}
      offer={offer}
      loadProfile={() => refreshProfile(queryClient)}
      storedProfile={loadStoredProfile}
      timeZone={timeZone}
      onRedemptionChanged={() => {
        // Not being able to refresh leaves older totals on screen, nothing worse.
        void refreshAfterRedemption(queryClient).catch(() => undefined);
      }}
    />
  );
}

export function OfferError() {
  const error = useRouteError();
  // MERCHANT-12: an old link to a coupon of a merchant that left the book.
  if (isMerchantLeft(error)) return <MerchantLeftNotice message={error.message} />;
  return (
    <CatalogLoadError heading="Coupon" message={OFFER_ERROR_MESSAGE} fallback={paths.categories} />
  );
}
