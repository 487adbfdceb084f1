import {
  FUNDRAISING_GROUP_GRID_SORTS,
  FUNDRAISING_GROUP_KIND_LABELS,
  FundraisingConsoleApi,
  fundraisingGroupGridQuerySchema,
} from '@citybook/contract/fundraising';
import type { FundraisingGroupRow } from '@citybook/contract/fundraising';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { PrimaryLink, RowLink } from '../../../components/page-links/page-links.tsx';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';

const columns: GridColumn<FundraisingGroupRow>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <RowLink to={`/fundraising/${String(row.original.id)}`}>{row.original.name}</RowLink>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: ({ row }) => FUNDRAISING_GROUP_KIND_LABELS[row.original.kind],
  },
  {
    id: 'campaigns',
    header: 'Campaigns',
    cell: ({ row }) => formatCount(row.original.campaignCount),
  },
  { id: 'leaders', header: 'Leaders', cell: ({ row }) => formatCount(row.original.leaderCount) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.disabled ? (
        <StatusBadge tone="retired">Disabled</StatusBadge>
      ) : (
        <StatusBadge tone="live">Active</StatusBadge>
      ),
  },
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'Added',
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
];

/** FUNDRAISING-1: the schools, clubs and charities that sell Citybook through campaigns. */
export function FundraisingGroupsPage() {
  const search = useGridSearch(fundraisingGroupGridQuerySchema);
  const result = useGridPage(FundraisingConsoleApi.getFundraisingGroupGrid, search.query);
  return (
    <ConsolePage
      title="Fundraising groups"
      description="Schools, clubs and charities that sell Citybook through campaigns and keep a share. Their leaders sign in to the business portal."
      actions={<PrimaryLink to="/fundraising/new">New group</PrimaryLink>}
    >
      <DataGrid
        caption="Fundraising groups"
        columns={columns}
        sortable={FUNDRAISING_GROUP_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by name"
        emptyText="There are no fundraising groups yet."
      />
    </ConsolePage>
  );
}
