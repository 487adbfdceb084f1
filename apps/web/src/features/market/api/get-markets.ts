import { MarketApi } from '@citybook/contract/market';
import type { Market } from '@citybook/contract/market';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import {
  fromSessionCache,
  SESSION_CACHE_MAX_AGE_MS,
  writeSessionCache,
} from '../../../lib/session-cache.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';

const CACHE_KEY = storageKeys.markets;

export async function getMarkets(signal?: AbortSignal): Promise<Market[]> {
  const markets = await callApi(MarketApi.getMarkets, { signal });
  writeSessionCache(CACHE_KEY, markets);
  return markets;
}

/** MARKET-7: kept in session storage with the date they were saved. */
export function marketsQueryOptions() {
  return queryOptions({
    queryKey: ['markets'] as const,
    queryFn: ({ signal }) => getMarkets(signal),
    ...fromSessionCache(CACHE_KEY),
    staleTime: SESSION_CACHE_MAX_AGE_MS,
  });
}
