import { MarketConsoleApi } from '@citybook/contract/market';
import {
  NOT_HONOURED_GRID_SORTS,
  NOT_HONOURED_STATE_FILTERS,
  NotHonouredConsoleText,
  NotHonouredReasonText,
  RedemptionConsoleApi,
  notHonouredGridQuerySchema,
} from '@citybook/contract/redemption';
import type { NotHonouredGridRow } from '@citybook/contract/redemption';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { GridSelect, choiceOptions } from '../../../components/data-grid/grid-select.tsx';
import { useGridChoices } from '../../../components/data-grid/use-grid-choices.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { RowLink } from '../../../components/page-links/page-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { NotHonouredStatus } from './not-honoured-status.tsx';
import styles from './not-honoured.module.css';

const columns: GridColumn<NotHonouredGridRow>[] = [
  {
    id: 'reportedAt',
    accessorKey: 'reportedAt',
    header: 'Reported',
    cell: ({ row }) => (
      <span className={styles.nowrap}>{formatDateTime(row.original.reportedAt)}</span>
    ),
  },
  {
    id: 'merchant',
    accessorKey: 'merchantName',
    header: 'Merchant',
    cell: ({ row }) => (
      <RowLink to={`/not-honoured/${String(row.original.id)}`}>{row.original.merchantName}</RowLink>
    ),
  },
  { id: 'offer', header: 'Offer', cell: ({ row }) => row.original.offerTitle },
  { id: 'market', header: 'Market', cell: ({ row }) => row.original.marketTitle ?? '—' },
  {
    id: 'reason',
    header: 'Reason',
    cell: ({ row }) => NotHonouredReasonText[row.original.reason],
  },
  {
    id: 'coupon',
    header: 'Coupon',
    cell: ({ row }) =>
      row.original.restored
        ? 'Restored'
        : row.original.checked
          ? 'Redeemed (checked by staff)'
          : 'Redeemed',
  },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => <NotHonouredStatus state={row.original.state} />,
  },
];

const stateOptions = NOT_HONOURED_STATE_FILTERS.map((value) => ({
  value,
  label: NotHonouredConsoleText.stateFilterLabel[value],
}));

/** MERCHANT-11: the queue of coupons not honoured, unresolved first, the longest waiting on top. */
export function NotHonouredPage() {
  const search = useGridSearch(notHonouredGridQuerySchema);
  const result = useGridPage(RedemptionConsoleApi.getNotHonouredGrid, search.query);
  const markets = useGridChoices(MarketConsoleApi.getMarketGrid);
  return (
    <ConsolePage
      title={NotHonouredConsoleText.title}
      description={NotHonouredConsoleText.description}
    >
      <DataGrid
        caption="Reports of coupons not honoured"
        columns={columns}
        sortable={NOT_HONOURED_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by merchant or verification code"
        emptyText="There are no reports here."
        filters={
          <>
            <GridSelect
              label="State"
              value={search.raw.state ?? 'unresolved'}
              onChange={(state) => search.change({ state })}
              options={stateOptions}
            />
            <GridSelect
              label="Market"
              value={search.raw.marketId ?? ''}
              onChange={(marketId) => search.change({ marketId })}
              options={choiceOptions(markets.data?.rows ?? [], 'All markets')}
            />
          </>
        }
      />
    </ConsolePage>
  );
}
