import { MarketConsoleApi } from '@citybook/contract/market';
import { useMemo } from 'react';
import { useGridChoices } from '../../../components/data-grid/use-grid-choices.ts';

export interface MarketChoice {
  readonly id: number;
  readonly title: string;
  readonly timeZone: string;
  readonly retired: boolean;
}

/** OPERATOR-13: the markets an edition can belong to, with the clock its dates are read on. */
export function useMarketChoices() {
  const markets = useGridChoices(MarketConsoleApi.getMarketGrid);
  const rows = markets.data?.rows;
  const list = useMemo<MarketChoice[]>(
    () =>
      (rows ?? []).map(({ id, title, timeZone, retired }) => ({ id, title, timeZone, retired })),
    [rows],
  );
  const byId = useMemo(() => new Map(list.map((market) => [market.id, market])), [list]);
  return {
    markets: list,
    byId,
    isPending: markets.isPending,
    isError: markets.isError,
    refetch: markets.refetch,
  };
}
