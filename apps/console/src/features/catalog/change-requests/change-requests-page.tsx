import {
  OFFER_CHANGE_GRID_SORTS,
  OfferChangeConsoleApi,
  offerChangeGridQuerySchema,
} from '@citybook/contract/catalog';
import type { OfferChangeGridRow } from '@citybook/contract/catalog';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { GridSelect } from '../../../components/data-grid/grid-select.tsx';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { RowLink } from '../../../components/page-links/page-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ChangeRequestState } from './change-request-state.tsx';

const columns: GridColumn<OfferChangeGridRow>[] = [
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'Sent',
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'offer',
    header: 'Offer',
    cell: ({ row }) => (
      <RowLink to={`/change-requests/${String(row.original.id)}`}>
        {row.original.offerTitle}
      </RowLink>
    ),
  },
  { id: 'merchant', header: 'Merchant', cell: ({ row }) => row.original.merchantTitle },
  {
    id: 'asked',
    header: 'Asks to change',
    cell: ({ row }) =>
      [
        row.original.title === null ? null : 'title',
        row.original.exclusion === null ? null : 'terms',
      ]
        .filter(Boolean)
        .join(' and '),
  },
  { id: 'requestedBy', header: 'Sent by', cell: ({ row }) => row.original.requestedBy },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => <ChangeRequestState state={row.original.state} />,
  },
];

const stateOptions = [
  { value: '', label: 'Every state' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'refused', label: 'Refused' },
];

/** MERCHANT-9: merchants' offer change requests for editors to approve or refuse. */
export function ChangeRequestsPage() {
  const search = useGridSearch(offerChangeGridQuerySchema);
  const result = useGridPage(OfferChangeConsoleApi.getOfferChangeGrid, search.query);
  return (
    <ConsolePage
      title="Change requests"
      description="Merchants cannot change their offers themselves: they ask here. Approving changes the offer at once; a refusal’s reason is shown to the merchant."
    >
      <DataGrid
        caption="Offer change requests"
        columns={columns}
        sortable={OFFER_CHANGE_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by offer or merchant"
        emptyText="There are no change requests."
        filters={
          <GridSelect
            label="State"
            value={search.raw.state ?? ''}
            onChange={(state) => search.change({ state })}
            options={stateOptions}
          />
        }
      />
    </ConsolePage>
  );
}
