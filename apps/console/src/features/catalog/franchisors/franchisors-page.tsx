import {
  CatalogConsoleApi,
  FRANCHISOR_GRID_SORTS,
  franchisorGridQuerySchema,
} from '@citybook/contract/catalog';
import type { FranchisorGridRow } from '@citybook/contract/catalog';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { PrimaryLink, RowLink } from '../../../components/page-links/page-links.tsx';
import { RetiredFilter } from '../../../components/retired-filter/retired-filter.tsx';
import { RetiredBadge } from '../../../components/status-badge/status-badge.tsx';
import { formatCount } from '../../../lib/format.ts';

const columns: GridColumn<FranchisorGridRow>[] = [
  {
    id: 'title',
    accessorKey: 'title',
    header: 'Name',
    cell: ({ row }) => (
      <RowLink to={`/franchisors/${String(row.original.id)}`}>{row.original.title}</RowLink>
    ),
  },
  { id: 'slug', accessorKey: 'slug', header: 'Slug' },
  {
    id: 'locations',
    header: 'Locations members see',
    cell: ({ row }) => formatCount(row.original.liveMerchants),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <RetiredBadge retired={row.original.retired} />,
  },
];

/** OPERATOR-9, OPERATOR-10: the franchises (chains) whose locations are merchants. */
export function FranchisorsPage() {
  const search = useGridSearch(franchisorGridQuerySchema);
  const result = useGridPage(CatalogConsoleApi.getFranchisorGrid, search.query);
  return (
    <ConsolePage
      title="Franchises"
      description="Chains with several merchant locations. A franchise is retired only once members see none of its locations."
      actions={<PrimaryLink to="/franchisors/new">New franchise</PrimaryLink>}
    >
      <DataGrid
        caption="Franchises"
        columns={columns}
        sortable={FRANCHISOR_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by name or slug"
        emptyText="There are no franchises yet."
        filters={
          <RetiredFilter
            value={search.raw.retired}
            onChange={(retired) => search.change({ retired })}
          />
        }
      />
    </ConsolePage>
  );
}
