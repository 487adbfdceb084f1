import { useMarket } from '../../features/market/api/get-market.ts';

/**
 * The time zone of a market, for what follows its wall clock (an offer's hours, issue #17);
 * undefined while the market is read (it is usually in the session's copy already).
 */
export function useMarketTimeZone(marketId: number | null): string | undefined {
  return useMarket(marketId).data?.timeZone;
}
