import { CatalogApi } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import { urlOf } from '@citybook/contract/endpoint';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { replaceKeptAnswers } from '../../../lib/offline-copies.ts';
import { isMerchantLeft } from '../merchant-left/merchant-left-error.ts';

export async function getMerchant(merchantId: number, signal?: AbortSignal): Promise<Merchant> {
  try {
    // Without the optional position: the URL the server preloads for the merchant and offer pages.
    return await callApi(CatalogApi.getMerchant, {
      params: { id: merchantId },
      query: {},
      signal,
    });
  } catch (error) {
    // MERCHANT-12: the worker's kept copy would show it offline as still in the book; it keeps
    // the server's answer instead, so the page says it left offline too.
    if (isMerchantLeft(error)) {
      const answer = new Response(JSON.stringify({ code: error.code, message: error.message }), {
        status: 410,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
      const path = urlOf(CatalogApi.getMerchant, { params: { id: merchantId }, query: {} });
      await replaceKeptAnswers(path, answer).catch(() => undefined);
    }
    throw error;
  }
}

export function merchantQueryOptions(merchantId: number) {
  return queryOptions({
    queryKey: ['merchant', merchantId] as const,
    queryFn: ({ signal }) => getMerchant(merchantId, signal),
    // MERCHANT-12: a page left open is asked again when the member comes back to it (once its
    // data is older than the stale time), so a merchant that left the book says so.
    refetchOnWindowFocus: true,
  });
}

/** The route loader fetches it first, so the page normally renders without suspending. */
export function useMerchant(merchantId: number) {
  return useSuspenseQuery(merchantQueryOptions(merchantId));
}
