import { rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import type { ColumnDef, RowData } from '@tanstack/react-table';

/**
 * What every console grid uses of TanStack Table: sorting and paging state only. The server does
 * both (OPERATOR-9), so no row model sorts or slices in the browser.
 */
export const gridFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });

/** A grid column; its `id` is the sort the grid endpoint knows it by, when it can be sorted. */
export type GridColumn<Row extends RowData> = ColumnDef<typeof gridFeatures, Row>;
