import {
  CATEGORY_GRID_SORTS,
  CatalogConsoleApi,
  categoryGridQuerySchema,
} from '@citybook/contract/catalog';
import type { CategoryGridRow } from '@citybook/contract/catalog';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { RetirableGridPage } from '../../../components/retired-filter/retirable-grid-page.tsx';
import {
  nameColumn,
  slugColumn,
  statusColumn,
} from '../../../components/data-grid/grid-columns.tsx';
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
  nameColumn<CategoryGridRow>('/categories'),
  slugColumn<CategoryGridRow>(),
  {
    id: 'merchants',
    header: 'Live merchants',
    cell: ({ row }) => formatCount(row.original.liveMerchants),
  },
  statusColumn<CategoryGridRow>(),
];

/** OPERATOR-9, OPERATOR-10: the categories of the members' list, in its order, with icons. */
export function CategoriesPage() {
  const search = useGridSearch(categoryGridQuerySchema);
  const result = useGridPage(CatalogConsoleApi.getCategoryGrid, search.query);
  return (
    <RetirableGridPage
      title="Categories"
      description="The members’ list of categories, in its order. A category is retired only once members see none of its merchants."
      newRow={{ to: '/categories/new', label: 'New category' }}
      columns={columns}
      sortable={CATEGORY_GRID_SORTS}
      search={search}
      result={result}
      emptyText="There are no categories yet."
    />
  );
}
