import {
  MARKET_GRID_SORTS,
  MarketConsoleApi,
  marketGridQuerySchema,
} from '@citybook/contract/market';
import type { MarketGridRow } from '@citybook/contract/market';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { RetirableGridPage } from '../../../components/retired-filter/retirable-grid-page.tsx';
import {
  nameColumn,
  slugColumn,
  statusColumn,
} from '../../../components/data-grid/grid-columns.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { formatCount } from '../../../lib/format.ts';

const columns: GridColumn<MarketGridRow>[] = [
  nameColumn<MarketGridRow>('/markets'),
  slugColumn<MarketGridRow>(),
  { id: 'timeZone', accessorKey: 'timeZone', header: 'Time zone' },
  {
    id: 'merchants',
    header: 'Live merchants',
    cell: ({ row }) => formatCount(row.original.liveMerchants),
  },
  statusColumn<MarketGridRow>(),
  {
    id: 'editions',
    header: 'Editions',
    cell: ({ row }) => (
      <TextLink
        to={`/editions?marketId=${String(row.original.id)}`}
        aria-label={`Editions of ${row.original.title}`}
      >
        Editions
      </TextLink>
    ),
  },
];

/** OPERATOR-9, OPERATOR-10: the cities members choose, each on its own clock. */
export function MarketsPage() {
  const search = useGridSearch(marketGridQuerySchema);
  const result = useGridPage(MarketConsoleApi.getMarketGrid, search.query);
  return (
    <RetirableGridPage
      title="Markets"
      description="The cities members choose. A retired market is no longer offered; members who chose it keep it."
      newRow={{ to: '/markets/new', label: 'New market' }}
      columns={columns}
      sortable={MARKET_GRID_SORTS}
      search={search}
      result={result}
      emptyText="There are no markets yet."
    />
  );
}
