import { CatalogApi } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface AllMerchantsParams {
  marketId: number;
  /** Without a position the server measures distances from the market's centre. */
  latitude?: number | undefined;
  longitude?: number | undefined;
  /** One entry per franchisor (its nearest location), flagged with `hasSiblings`. */
  groupByFranchisor?: boolean | undefined;
  /** Also merchants outside the market's area. */
  ignoreMarketRadius?: boolean | undefined;
}

export function getAllMerchants(
  params: AllMerchantsParams,
  signal?: AbortSignal,
): Promise<Merchant[]> {
  return callApi(CatalogApi.getAllMerchants, { query: { ...params, shared: true }, signal });
}

/** Every merchant of the market, nearest first. */
export function allMerchantsQueryOptions(params: AllMerchantsParams) {
  return queryOptions({
    queryKey: [
      'merchants',
      'all',
      params.marketId,
      params.latitude ?? null,
      params.longitude ?? null,
      params.groupByFranchisor ?? false,
      params.ignoreMarketRadius ?? false,
    ] as const,
    queryFn: ({ signal }) => getAllMerchants(params, signal),
  });
}

/** For pages whose route loader fetched the list first: renders without suspending. */
export function useLoadedAllMerchants(params: AllMerchantsParams) {
  return useSuspenseQuery(allMerchantsQueryOptions(params));
}
