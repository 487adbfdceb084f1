import type { ReactNode } from 'react';
import { ConsolePage } from '../console-page/console-page.tsx';
import { DataGrid } from '../data-grid/data-grid.tsx';
import type { GridControls, GridResult } from '../data-grid/data-grid.tsx';
import type { GridColumn } from '../data-grid/grid-features.ts';
import { PrimaryLink } from '../page-links/page-links.tsx';
import { RetiredFilter } from './retired-filter.tsx';

interface RetirableGridPageProps<Row extends { id: number }> {
  /** The screen's heading and the table's name, e.g. "Markets". */
  title: string;
  description: ReactNode;
  /** The button to a new row's editor. */
  newRow: { to: string; label: string };
  columns: GridColumn<Row>[];
  sortable: readonly string[];
  search: GridControls;
  result: GridResult<Row>;
  emptyText: string;
}

/**
 * OPERATOR-9, OPERATOR-10: the grid screen of a short list of rows that retire (markets,
 * categories, franchises): filtered by name or slug and by standing, by the server.
 */
export function RetirableGridPage<Row extends { id: number }>({
  title,
  description,
  newRow,
  columns,
  sortable,
  search,
  result,
  emptyText,
}: RetirableGridPageProps<Row>) {
  const change = search.change as (changes: { retired: string | undefined }) => void;
  return (
    <ConsolePage
      title={title}
      description={description}
      actions={<PrimaryLink to={newRow.to}>{newRow.label}</PrimaryLink>}
    >
      <DataGrid
        caption={title}
        columns={columns}
        sortable={sortable}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by name or slug"
        emptyText={emptyText}
        filters={
          <RetiredFilter value={search.raw.retired} onChange={(retired) => change({ retired })} />
        }
      />
    </ConsolePage>
  );
}
