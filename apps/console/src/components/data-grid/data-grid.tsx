import { GRID_FILTER_MAX, GRID_PAGE_SIZES } from '@citybook/contract/grid';
import type { GridDirection } from '@citybook/contract/grid';
import { Button } from '@citybook/ui';
import { useTable } from '@tanstack/react-table';
import type { RowData, SortingState, Updater } from '@tanstack/react-table';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format.ts';
import { gridFeatures } from './grid-features.ts';
import type { GridColumn } from './grid-features.ts';
import styles from './data-grid.module.css';

/** The part of a grid's query every grid has (`gridQuerySchema` of the contract). */
interface GridQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: string;
  readonly direction: GridDirection;
  readonly filter?: string | undefined;
}

type Change = Partial<Record<'page' | 'pageSize' | 'sort' | 'direction' | 'filter', unknown>>;

/** The grid's query and how to change it: `useGridSearch` of the grid endpoint's query schema. */
export interface GridControls {
  readonly query: GridQuery;
  readonly raw: Readonly<Record<string, string>>;
  readonly change: (changes: never, options?: { replace?: boolean }) => void;
  readonly filtered: boolean;
  readonly clearFilters: () => void;
}

/** One page as the grid endpoint answers it (`gridPageSchema` of the contract). */
export interface GridPageData<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** Where the page's request stands (a TanStack Query result fits). */
export interface GridResult<Row> {
  readonly data: GridPageData<Row> | undefined;
  readonly isPending: boolean;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

interface DataGridProps<Row extends RowData> {
  /** What the table lists: its caption, read out as its name. */
  caption: string;
  columns: GridColumn<Row>[];
  /** The column ids the grid endpoint sorts by; the other columns cannot be sorted. */
  sortable: readonly string[];
  search: GridControls;
  result: GridResult<Row>;
  rowId: (row: Row) => string;
  /** The free-text filter's label, saying what it matches. */
  filterLabel: string;
  /** More filter fields beside the free text. */
  filters?: ReactNode;
  /** What the grid says when there are no rows at all (filters narrow it to "none match"). */
  emptyText: string;
  /** A row's details below it, opened by a button at the start of the row. */
  renderDetails?: (row: Row) => ReactNode;
  /** The name of a row's details button, e.g. "Details of staff.invite at 10:31". */
  detailsLabel?: (row: Row) => string;
}

const FILTER_DELAY_MS = 300;

/**
 * A console grid (OPERATOR-9): the server sorts, filters and pages; the query lives in the
 * address. Headers sort (with aria-sort), a filter box narrows, and the footer pages through.
 */
export function DataGrid<Row extends RowData>({
  caption,
  columns,
  sortable,
  search,
  result,
  rowId,
  filterLabel,
  filters,
  emptyText,
  renderDetails,
  detailsLabel,
}: DataGridProps<Row>) {
  const { query } = search;
  const change = search.change as (changes: Change, options?: { replace?: boolean }) => void;
  const page = result.data;
  const total = page?.total ?? 0;
  const rows = page?.rows ?? [];

  const sorting: SortingState = [{ id: query.sort, desc: query.direction === 'desc' }];
  const table = useTable({
    features: gridFeatures,
    columns,
    data: rows,
    getRowId: (row: Row) => rowId(row),
    state: {
      sorting,
      pagination: { pageIndex: query.page - 1, pageSize: query.pageSize },
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) change({ sort: first.id, direction: first.desc ? 'desc' : 'asc' });
    },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: total,
  });

  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const first = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const last = Math.min(total, query.page * query.pageSize);
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const columnCount = columns.length + (renderDetails ? 1 : 0);
  const summaryId = useId();
  const pageSizeId = useId();

  return (
    <div className={styles.grid}>
      <div className={styles.toolbar} role="search" aria-label={`Filter ${caption.toLowerCase()}`}>
        <GridTextFilter
          label={filterLabel}
          value={search.raw.filter ?? ''}
          onChange={(filter) => change({ filter }, { replace: true })}
        />
        {filters}
        {search.filtered ? (
          <Button variant="secondary" className={styles.clear} onClick={search.clearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>

      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={result.isFetching} aria-describedby={summaryId}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {renderDetails ? (
                  <th scope="col" className={styles.detailsColumn}>
                    <span className={styles.visuallyHidden}>Details</span>
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const canSort = sortable.includes(header.column.id);
                  const sorted = canSort ? header.column.getIsSorted() : false;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => header.column.toggleSorting(sorted === 'asc')}
                        >
                          <table.FlexRender header={header} />
                          <span className={styles.sortMark} aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={result.isFetching && page ? styles.stale : undefined}>
            {result.isPending ? (
              <tr>
                <td colSpan={columnCount} className={styles.message}>
                  Loading…
                </td>
              </tr>
            ) : result.isError && !page ? (
              <tr>
                <td colSpan={columnCount} className={styles.message}>
                  <p>The list could not be loaded.</p>
                  <Button variant="secondary" onClick={() => void result.refetch()}>
                    Try again
                  </Button>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.message}>
                  {search.filtered ? 'Nothing matches these filters.' : emptyText}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const isOpen = open.has(row.id);
                const detailsId = `${summaryId}-row-${row.id}`;
                return (
                  <Fragment key={row.id}>
                    <tr className={isOpen ? styles.openRow : undefined}>
                      {renderDetails ? (
                        <td className={styles.detailsColumn}>
                          <button
                            type="button"
                            className={styles.expand}
                            aria-expanded={isOpen}
                            aria-controls={isOpen ? detailsId : undefined}
                            aria-label={detailsLabel?.(row.original) ?? 'Details'}
                            onClick={() => toggle(row.id)}
                          >
                            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
                          </button>
                        </td>
                      ) : null}
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id}>
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                    {renderDetails && isOpen ? (
                      <tr id={detailsId} className={styles.detailsRow}>
                        <td colSpan={columnCount}>{renderDetails(row.original)}</td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      <div className={styles.footer}>
        <p id={summaryId} className={styles.summary} aria-live="polite">
          {page ? `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}` : ''}
        </p>
        <div className={styles.pageSize}>
          <label htmlFor={pageSizeId}>Rows per page</label>
          <select
            id={pageSizeId}
            value={query.pageSize}
            onChange={(event) => change({ pageSize: Number(event.target.value) })}
          >
            {GRID_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <nav className={styles.pager} aria-label={`Pages of ${caption.toLowerCase()}`}>
          <Button
            variant="secondary"
            disabled={query.page <= 1}
            onClick={() => change({ page: query.page - 1 })}
          >
            Previous
          </Button>
          <span className={styles.pageOf}>
            Page {formatCount(query.page)} of {formatCount(lastPage)}
          </span>
          <Button
            variant="secondary"
            disabled={query.page >= lastPage}
            onClick={() => change({ page: query.page + 1 })}
          >
            Next
          </Button>
        </nav>
      </div>
    </div>
  );
}

/** A free-text filter: the address (and so the request) follows the typing once it pauses. */
export function GridTextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back, a link or "Clear filters" changed the address: show what it says now.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={GRID_FILTER_MAX}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
