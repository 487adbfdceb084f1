import { GRID_PAGE_SIZES } from '@citybook/contract/grid';
import { MarketConsoleApi } from '@citybook/contract/market';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** A market an ad can run in, with the time zone its days are counted in. */
export interface AdMarket {
  readonly id: number;
  readonly title: string;
  readonly timeZone: string;
  readonly retired: boolean;
}

/**
 * OPERATOR-10: every market, sorted by name, with its time zone. The same request (and cache
 * entry) as the merchant editor's choices: a publisher has a handful of markets.
 */
export function useAdMarkets() {
  const markets = useQuery({
    queryKey: [MarketConsoleApi.getMarketGrid.name, 'choices'],
    queryFn: ({ signal }) =>
      callApi(MarketConsoleApi.getMarketGrid, {
        query: {
          page: 1,
          pageSize: GRID_PAGE_SIZES.at(-1)!,
          direction: 'asc',
          sort: 'title',
          retired: 'all',
        },
        signal,
      }),
  });
  const rows: AdMarket[] = (markets.data?.rows ?? []).map(({ id, title, timeZone, retired }) => ({
    id,
    title,
    timeZone,
    retired,
  }));
  return {
    markets: rows,
    isPending: markets.isPending,
    isError: markets.isError,
    refetch: () => void markets.refetch(),
  };
}
