import { OFFER_ERROR_MESSAGE } from '@citybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { refreshProfile } from '../../features/account/api/get-profile.ts';
import { merchantQueryOptions, useMerchant } from '../../features/catalog/api/get-merchant.ts';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { OfferPage } from '../../features/redemption/components/offer-page.tsx';
import { paths } from '../../lib/paths.ts';
import { InvalidIdParamError } from './id-param.ts';
import type { OfferData } from './offer-loader.ts';

/** After a redemption: the new total savings, and the offer shown as redeemed on the lists. */
async function refreshAfterRedemption(queryClient: QueryClient, merchantId: number) {
  await Promise.all([
    refreshProfile(queryClient),
    queryClient.invalidateQueries({ queryKey: merchantQueryOptions(merchantId).queryKey }),
    // Cached lists are only marked: they load anew when next shown.
    queryClient.invalidateQueries({ queryKey: ['merchants'], refetchType: 'none' }),
  ]);
}

export function OfferRoute() {
  const { merchantId, offerId } = useLoaderData<OfferData>();
  const queryClient = useQueryClient();
  const { data: merchant } = useMerchant(merchantId);
  const offer = merchant.offers.find((each) => each.id === offerId);
  if (!offer) throw new InvalidIdParamError(`No offer ${String(offerId)} at ${String(merchantId)}`);

  return (
    <OfferPage
      key={`${String(merchantId)}/${String(offerId)}`}
      merchant={merchant}
      offer={offer}
      loadProfile={() => refreshProfile(queryClient)}
      onRedemptionChanged={() => {
        // Not being able to refresh leaves older totals on screen, nothing worse.
        void refreshAfterRedemption(queryClient, merchantId).catch(() => undefined);
      }}
    />
  );
}

export function OfferError() {
  return (
    <CatalogLoadError heading="Coupon" message={OFFER_ERROR_MESSAGE} fallback={paths.categories} />
  );
}
