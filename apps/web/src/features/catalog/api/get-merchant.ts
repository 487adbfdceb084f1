import { CatalogApi } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function getMerchant(merchantId: number, signal?: AbortSignal): Promise<Merchant> {
  // Without the optional position: the URL the server preloads for the merchant and offer pages.
  return callApi(CatalogApi.getMerchant, { params: { id: merchantId }, query: {}, signal });
}

export function merchantQueryOptions(merchantId: number) {
  return queryOptions({
    queryKey: ['merchant', merchantId] as const,
    queryFn: ({ signal }) => getMerchant(merchantId, signal),
  });
}

/** The route loader fetches it first, so the page normally renders without suspending. */
export function useMerchant(merchantId: number) {
  return useSuspenseQuery(merchantQueryOptions(merchantId));
}
