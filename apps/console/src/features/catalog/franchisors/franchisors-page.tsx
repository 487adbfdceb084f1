import {
  CatalogConsoleApi,
  FRANCHISOR_GRID_SORTS,
  franchisorGridQuerySchema,
} from '@citybook/contract/catalog';
import type { FranchisorGridRow } from '@citybook/contract/catalog';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { RetirableGridPage } from '../../../components/retired-filter/retirable-grid-page.tsx';
import {
  nameColumn,
  slugColumn,
  statusColumn,
} from '../../../components/data-grid/grid-columns.tsx';
import { formatCount } from '../../../lib/format.ts';

const columns: GridColumn<FranchisorGridRow>[] = [
  nameColumn<FranchisorGridRow>('/franchisors'),
  slugColumn<FranchisorGridRow>(),
  {
    id: 'locations',
    header: 'Live locations',
    cell: ({ row }) => formatCount(row.original.liveMerchants),
  },
  statusColumn<FranchisorGridRow>(),
];

/** OPERATOR-9, OPERATOR-10: the franchises (chains) whose locations are merchants. */
export function FranchisorsPage() {
  const search = useGridSearch(franchisorGridQuerySchema);
  const result = useGridPage(CatalogConsoleApi.getFranchisorGrid, search.query);
  return (
    <RetirableGridPage
      title="Franchises"
      description="Chains with several merchant locations. A franchise is retired only once members see none of its locations."
      newRow={{ to: '/franchisors/new', label: 'New franchise' }}
      columns={columns}
      sortable={FRANCHISOR_GRID_SORTS}
      search={search}
      result={result}
      emptyText="There are no franchises yet."
    />
  );
}
