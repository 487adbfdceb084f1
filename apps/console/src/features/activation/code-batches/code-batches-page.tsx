import {
  CODE_BATCH_GRID_SORTS,
  CodeBatchConsoleApi,
  codeBatchGridQuerySchema,
} from '@citybook/contract/activation';
import type { CodeBatchRow } from '@citybook/contract/activation';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { PrimaryLink, RowLink } from '../../../components/page-links/page-links.tsx';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';

const columns: GridColumn<CodeBatchRow>[] = [
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'Made',
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'label',
    accessorKey: 'label',
    header: 'Label',
    cell: ({ row }) => (
      <RowLink to={`/codes/${String(row.original.id)}`}>{row.original.label}</RowLink>
    ),
  },
  {
    id: 'editionName',
    accessorKey: 'editionName',
    header: 'Edition',
    cell: ({ row }) => row.original.editionName ?? '—',
  },
  {
    id: 'count',
    accessorKey: 'count',
    header: 'Codes',
    cell: ({ row }) => formatCount(row.original.count),
  },
  {
    id: 'activated',
    header: 'Activated',
    cell: ({ row }) => formatCount(row.original.usage.activated),
  },
  { id: 'unused', header: 'Unused', cell: ({ row }) => formatCount(row.original.usage.unused) },
  { id: 'void', header: 'Void', cell: ({ row }) => formatCount(row.original.usage.void) },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) =>
      row.original.voidedAt === null ? (
        <StatusBadge tone="live">In use</StatusBadge>
      ) : (
        <StatusBadge tone="retired">Void</StatusBadge>
      ),
  },
];

/** OPERATOR-15: the batches of printed codes, with how each is used. */
export function CodeBatchesPage() {
  const search = useGridSearch(codeBatchGridQuerySchema);
  const result = useGridPage(CodeBatchConsoleApi.getCodeBatchGrid, search.query);
  return (
    <ConsolePage
      title="Codes"
      description="Batches of activation codes printed in the books: make one for an edition, download it for the printer, and see how its codes are used."
      actions={<PrimaryLink to="/codes/new">New batch</PrimaryLink>}
    >
      <DataGrid
        caption="Code batches"
        columns={columns}
        sortable={CODE_BATCH_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by label or batch"
        emptyText="There are no code batches yet."
      />
    </ConsolePage>
  );
}
