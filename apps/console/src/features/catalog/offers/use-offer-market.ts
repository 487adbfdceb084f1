import { GRID_PAGE_SIZES } from '@citybook/contract/grid';
import { MarketConsoleApi } from '@citybook/contract/market';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { EditionChoice } from './offer-form.tsx';

/**
 * OPERATOR-13: the book editions an offer of this market can be in, newest first (a market has
 * one a year, so the grid's largest page holds them all), and the market's time zone, whose wall
 * clock the offer's rules are read on (ADR 0022).
 */
export function useOfferMarket(marketId: number | undefined) {
  const enabled = marketId !== undefined;
  const editions = useQuery({
    queryKey: [MarketConsoleApi.getEditionGrid.name, 'of market', marketId],
    queryFn: ({ signal }) =>
      callApi(MarketConsoleApi.getEditionGrid, {
        query: {
          marketId: marketId!,
          page: 1,
          pageSize: GRID_PAGE_SIZES.at(-1)!,
          sort: 'year',
          direction: 'desc',
        },
        signal,
      }),
    enabled,
  });
  const market = useQuery({
    queryKey: [MarketConsoleApi.getMarketEditor.name, marketId],
    queryFn: ({ signal }) =>
      callApi(MarketConsoleApi.getMarketEditor, { params: { marketId: marketId! }, signal }),
    enabled,
  });
  const choices: EditionChoice[] = (editions.data?.rows ?? []).map(({ id, name, year }) => ({
    id,
    name,
    year,
  }));
  return {
    editions: choices,
    // The zone is a hint beside the rules: the editor works without it.
    timeZone: market.data?.timeZone,
    isPending: enabled && editions.isPending,
    isError: editions.isError,
    refetch: () => editions.refetch(),
  };
}
