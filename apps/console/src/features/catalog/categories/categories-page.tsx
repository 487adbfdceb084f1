import {
  CATEGORY_GRID_SORTS,
  CatalogConsoleApi,
  categoryGridQuerySchema,
} from '@citybook/contract/catalog';
import type { CategoryGridRow } from '@citybook/contract/catalog';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { PrimaryLink, RowLink } from '../../../components/page-links/page-links.tsx';
import { RetiredFilter } from '../../../components/retired-filter/retired-filter.tsx';
import { RetiredBadge } from '../../../components/status-badge/status-badge.tsx';
import { formatCount } from '../../../lib/format.ts';
import { iconLabel } from './category-icons.ts';
import styles from './categories.module.css';

const columns: GridColumn<CategoryGridRow>[] = [
  { id: 'sortOrder', accessorKey: 'sortOrder', header: 'Place' },
  {
    id: 'icon',
    header: 'Icon',
    cell: ({ row }) => (
      <img
        className={styles.icon}
        src={row.original.icon}
        alt={iconLabel(row.original.icon)}
        width={32}
        height={32}
      />
    ),
  },
  {
    id: 'title',
    accessorKey: 'title',
    header: 'Name',
    cell: ({ row }) => (
      <RowLink to={`/categories/${String(row.original.id)}`}>{row.original.title}</RowLink>
    ),
  },
  { id: 'slug', accessorKey: 'slug', header: 'Slug' },
  {
    id: 'merchants',
    header: 'Merchants members see',
    cell: ({ row }) => formatCount(row.original.liveMerchants),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <RetiredBadge retired={row.original.retired} />,
  },
];

/** OPERATOR-9, OPERATOR-10: the categories of the members' list, in its order, with icons. */
export function CategoriesPage() {
  const search = useGridSearch(categoryGridQuerySchema);
  const result = useGridPage(CatalogConsoleApi.getCategoryGrid, search.query);
  return (
    <ConsolePage
      title="Categories"
      description="The members’ list of categories, in its order. A category is retired only once members see none of its merchants."
      actions={<PrimaryLink to="/categories/new">New category</PrimaryLink>}
    >
      <DataGrid
        caption="Categories"
        columns={columns}
        sortable={CATEGORY_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by name or slug"
        emptyText="There are no categories yet."
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
