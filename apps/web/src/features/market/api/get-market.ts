import { MarketApi } from '@citybook/contract/market';
import type { Market } from '@citybook/contract/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import {
  readSessionCache,
  SESSION_CACHE_MAX_AGE_MS,
  writeSessionCache,
} from '../../../lib/session-cache.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';

/** MARKET-7: the selected market is kept in session storage with the date it was saved. */
const CACHE_KEY = storageKeys.market;

export function rememberSelectedMarket(market: Market): void {
  writeSessionCache(CACHE_KEY, market);
}

function cachedMarket(marketId: number) {
  const cached = readSessionCache(CACHE_KEY);
  return cached?.value.id === marketId ? cached : undefined;
}

export async function getMarket(marketId: number, signal?: AbortSignal): Promise<Market> {
  const market = await callApi(MarketApi.getMarket, { params: { marketId }, signal });
  rememberSelectedMarket(market);
  return market;
}

export function marketQueryKey(marketId: number) {
  return ['market', marketId] as const;
}

/** A market by id (e.g. the profile's: its name, and its centre where the map starts). */
export function marketQueryOptions(marketId: number) {
  return queryOptions({
    queryKey: marketQueryKey(marketId),
    queryFn: ({ signal }) => getMarket(marketId, signal),
    initialData: () => cachedMarket(marketId)?.value,
    initialDataUpdatedAt: () => cachedMarket(marketId)?.savedAt,
    staleTime: SESSION_CACHE_MAX_AGE_MS,
  });
}

/** The market with this id; nothing is fetched while the id is null. */
export function useMarket(marketId: number | null) {
  return useQuery({ ...marketQueryOptions(marketId ?? 0), enabled: marketId !== null });
}
