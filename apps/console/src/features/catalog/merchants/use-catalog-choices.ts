import { CatalogConsoleApi } from '@citybook/contract/catalog';
import { MarketConsoleApi } from '@citybook/contract/market';
import { useGridChoices } from '../../../components/data-grid/use-grid-choices.ts';

/** A market, category or franchise as a filter or a form offers it. */
export interface Choice {
  readonly id: number;
  readonly title: string;
  readonly retired: boolean;
}

const pick = (rows: readonly Choice[] | undefined): Choice[] =>
  (rows ?? []).map(({ id, title, retired }) => ({ id, title, retired }));

/** OPERATOR-10: the markets, categories and franchises a merchant can belong to. */
export function useCatalogChoices() {
  const markets = useGridChoices(MarketConsoleApi.getMarketGrid);
  const categories = useGridChoices(CatalogConsoleApi.getCategoryGrid);
  const franchisors = useGridChoices(CatalogConsoleApi.getFranchisorGrid);
  return {
    markets: pick(markets.data?.rows),
    categories: pick(categories.data?.rows),
    franchisors: pick(franchisors.data?.rows),
    isPending: markets.isPending || categories.isPending || franchisors.isPending,
    isError: markets.isError || categories.isError || franchisors.isError,
    refetch: () => {
      for (const each of [markets, categories, franchisors]) if (each.isError) void each.refetch();
    },
  };
}
