import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { merchantQueryOptions } from '../../features/catalog/api/get-merchant.ts';
import { idParam, InvalidIdParamError } from './id-param.ts';
import { loadOrEndSession } from './load-or-end-session.ts';

export interface OfferData {
  merchantId: number;
  offerId: number;
}

/** CATALOG-13 offer page: the merchant and its offer are loaded before the page shows. */
export function offerLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<OfferData | Response> => {
    const merchantId = idParam(params.locationId);
    const offerId = idParam(params.offerId);
    const failed = await loadOrEndSession(queryClient, async () => {
      const merchant = await queryClient.query(merchantQueryOptions(merchantId));
      if (!merchant.offers.some((offer) => offer.id === offerId))
        throw new InvalidIdParamError(`No offer ${String(offerId)} at ${String(merchantId)}`);
    });
    return failed ?? { merchantId, offerId };
  };
}
