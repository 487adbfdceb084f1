import { CatalogConsoleApi } from '@citybook/contract/catalog';
import { GRID_PAGE_SIZES } from '@citybook/contract/grid';
import { MarketConsoleApi } from '@citybook/contract/market';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** A market, category or franchise as a filter or a form offers it. */
export interface Choice {
  readonly id: number;
  readonly title: string;
  readonly retired: boolean;
}

// A publisher has a handful of markets and a few dozen categories and franchises: the grid's
// largest page holds them all, sorted by name.
const ALL = { page: 1, pageSize: GRID_PAGE_SIZES.at(-1)!, direction: 'asc' } as const;

/** OPERATOR-10: the markets, categories and franchises a merchant can belong to. */
export function useCatalogChoices() {
  const markets = useQuery({
    queryKey: [MarketConsoleApi.getMarketGrid.name, 'choices'],
    queryFn: ({ signal }) =>
      callApi(MarketConsoleApi.getMarketGrid, {
        query: { ...ALL, sort: 'title', retired: 'all' },
        signal,
      }),
  });
  const categories = useQuery({
    queryKey: [CatalogConsoleApi.getCategoryGrid.name, 'choices'],
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getCategoryGrid, {
        query: { ...ALL, sort: 'title', retired: 'all' },
        signal,
      }),
  });
  const franchisors = useQuery({
    queryKey: [CatalogConsoleApi.getFranchisorGrid.name, 'choices'],
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getFranchisorGrid, {
        query: { ...ALL, sort: 'title', retired: 'all' },
        signal,
      }),
  });
  const pick = (rows: readonly { id: number; title: string; retired: boolean }[] | undefined) =>
    (rows ?? []).map(({ id, title, retired }) => ({ id, title, retired }));
  return {
    markets: pick(markets.data?.rows),
    categories: pick(categories.data?.rows),
    franchisors: pick(franchisors.data?.rows),
    isPending: markets.isPending || categories.isPending || franchisors.isPending,
    isError: markets.isError || categories.isError || franchisors.isError,
  };
}
