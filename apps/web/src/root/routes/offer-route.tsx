import { OFFER_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { refreshProfile } from '../../features/account/api/get-profile.ts';
import { loadStoredProfile } from '../../features/account/profile-storage.ts';
import { useMerchant } from '../../features/catalog/api/get-merchant.ts';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { OfferPage } from '../../features/redemption/components/offer-page.tsx';
import { paths } from '../../lib/paths.ts';
import { InvalidIdParamError } from './id-param.ts';
import type { OfferData } from './offer-loader.ts';
import { refreshAfterRedemption } from './refresh-after-redemption.ts';
import { useMarket } from '../../features/market/api/get-market.ts';

export function OfferRoute() {
  const { merchantId, offerId } = useLoaderData<OfferData>();
  const queryClient = useQueryClient();
  const { data: merchant } = useMerchant(merchantId);
  const timeZone = useMarket(merchant.marketId).data?.timeZone;
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
  return (
    <CatalogLoadError heading="Coupon" message={OFFER_ERROR_MESSAGE} fallback={paths.categories} />
  );
}
