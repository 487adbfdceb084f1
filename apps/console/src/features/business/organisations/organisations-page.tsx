import {
  BusinessConsoleApi,
  ORGANISATION_GRID_SORTS,
  organisationGridQuerySchema,
} from '@citybook/contract/business';
import type { OrganisationRow } from '@citybook/contract/business';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { PrimaryLink, RowLink } from '../../../components/page-links/page-links.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { OrganisationBadge } from './organisation-badge.tsx';

const columns: GridColumn<OrganisationRow>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <RowLink to={`/organisations/${String(row.original.id)}`}>{row.original.name}</RowLink>
    ),
  },
  {
    id: 'locations',
    header: 'Locations',
    cell: ({ row }) => formatCount(row.original.locationCount),
  },
  { id: 'people', header: 'People', cell: ({ row }) => formatCount(row.original.peopleCount) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <OrganisationBadge disabled={row.original.disabled} />,
  },
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'Added',
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
];

/** MERCHANT-1: the merchants' organisations, whose people sign in to the business portal. */
export function OrganisationsPage() {
  const search = useGridSearch(organisationGridQuerySchema);
  const result = useGridPage(BusinessConsoleApi.getOrganisationGrid, search.query);
  return (
    <ConsolePage
      title="Organisations"
      description="The merchants (or franchise groups) whose people sign in to the business portal and the Redeem Desk. A location belongs to one organisation at a time."
      actions={<PrimaryLink to="/organisations/new">New organisation</PrimaryLink>}
    >
      <DataGrid
        caption="Organisations"
        columns={columns}
        sortable={ORGANISATION_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by name"
        emptyText="There are no business organisations yet."
      />
    </ConsolePage>
  );
}
