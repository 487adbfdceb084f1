import { CatalogApi } from '@citybook/contract/catalog';
import type { SearchResult } from '@citybook/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface SearchMarketParams {
  marketId: number;
  q: string;
  /** Without a position the server measures distances from the market's centre. */
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export function searchMarket(
  params: SearchMarketParams,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  return callApi(CatalogApi.searchMarket, { query: params, signal });
}

/** One search's answer; a newer text's request supersedes (and aborts) the older one. */
export function searchMarketQueryOptions(params: SearchMarketParams) {
  return queryOptions({
    queryKey: [
      'search',
      params.marketId,
      params.q,
      params.latitude ?? null,
      params.longitude ?? null,
    ] as const,
    queryFn: ({ signal }) => searchMarket(params, signal),
  });
}

/** The results of the text, keeping the previous text's on screen while the next one loads. */
export function useSearchMarket(params: SearchMarketParams) {
  return useQuery({ ...searchMarketQueryOptions(params), placeholderData: keepPreviousData });
}
