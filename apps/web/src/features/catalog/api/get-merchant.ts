import { ApiPath, merchantSchema } from '@citybook/contract';
import type { Merchant } from '@citybook/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function getMerchant(merchantId: number, signal?: AbortSignal): Promise<Merchant> {
  return requestJson(
    ApiPath.catalog.merchant(merchantId),
    merchantSchema,
    signal ? { signal } : {},
  );
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
