import { CatalogApi } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface FranchiseLocationsParams {
  marketId: number;
  franchisorId: number;
  /** Without a position the server measures distances from the market's centre. */
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export function getMerchantsByFranchisor(
  params: FranchiseLocationsParams,
  signal?: AbortSignal,
): Promise<Merchant[]> {
  return callApi(CatalogApi.getMerchantsByFranchisor, {
    query: { ...params, shared: true },
    signal,
  });
}

/** The locations of a franchise in the market, nearest first. */
export function franchiseLocationsQueryOptions(params: FranchiseLocationsParams) {
  return queryOptions({
    queryKey: [
      'merchants',
      'franchisor',
      params.marketId,
      params.franchisorId,
      params.latitude ?? null,
      params.longitude ?? null,
    ] as const,
    queryFn: ({ signal }) => getMerchantsByFranchisor(params, signal),
  });
}

/** Nothing is fetched while `params` is null (a merchant that is no franchise location). */
export function useFranchiseLocations(params: FranchiseLocationsParams | null) {
  return useQuery({
    ...franchiseLocationsQueryOptions(params ?? { marketId: 0, franchisorId: 0 }),
    enabled: params !== null,
  });
}
