import { MarketApi } from '@citybook/contract/market';
import type { Market } from '@citybook/contract/market';
import { lastMarketDays, reportQuerySchema } from '@citybook/contract/reports';
import type { ReportQuery } from '@citybook/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../lib/api-client.ts';

/** The markets a report can be asked for: the live ones, by name, with their time zones. */
export function useReportMarkets() {
  return useQuery({
    queryKey: [MarketApi.getMarkets.name],
    queryFn: ({ signal }) => callApi(MarketApi.getMarkets, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * OPERATOR-25: the report's question, kept in the address (`?marketId=&from=&to=`) so a report can
 * be bookmarked and shared. Until one is asked: the first market and its last 30 days.
 */
export function useReportSearch(markets: readonly Market[] | undefined) {
  const [params, setParams] = useSearchParams();
  const query = useMemo((): ReportQuery | undefined => {
    const asked = reportQuerySchema.safeParse(Object.fromEntries(params));
    if (asked.success && markets?.some((market) => market.id === asked.data.marketId))
      return asked.data;
    const market =
      markets?.find((candidate) => candidate.id === Number(params.get('marketId'))) ?? markets?.[0];
    return market ? { marketId: market.id, ...lastMarketDays(market.timeZone) } : undefined;
  }, [params, markets]);
  const ask = useCallback(
    (next: ReportQuery) => {
      setParams(
        { marketId: String(next.marketId), from: next.from, to: next.to },
        { replace: false },
      );
    },
    [setParams],
  );
  return { query, ask };
}
