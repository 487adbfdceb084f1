import { ApiPath, marketListSchema } from '@citybook/contract';
import type { Market } from '@citybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function getMarkets(signal?: AbortSignal): Promise<Market[]> {
  return requestJson(ApiPath.market.getAll, marketListSchema, signal ? { signal } : {});
}

export function marketsQueryOptions() {
  return queryOptions({
    queryKey: ['markets'] as const,
    queryFn: ({ signal }) => getMarkets(signal),
    // Markets change rarely; spec §7 keeps them for the whole session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}
