import {
  CatalogConsoleApi,
  MERCHANT_GRID_SORTS,
  merchantGridQuerySchema,
} from '@citybook/contract/catalog';
import type { MerchantGridRow } from '@citybook/contract/catalog';
import { useMemo } from 'react';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { GridSelect, choiceOptions } from '../../../components/data-grid/grid-select.tsx';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { nameColumn, statusColumn } from '../../../components/data-grid/grid-columns.tsx';
import { PrimaryLink } from '../../../components/page-links/page-links.tsx';
import { RetiredFilter } from '../../../components/retired-filter/retired-filter.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCatalogChoices } from './use-catalog-choices.ts';
import styles from './merchants.module.css';

/** OPERATOR-10: who edits the catalogue; the other roles do not see its screens. */
export const CATALOG_ROLES = ['owner', 'editor'] as const;

/** OPERATOR-9, OPERATOR-10: the merchants (locations) of every market, filtered by the server. */
export function MerchantsPage() {
  const search = useGridSearch(merchantGridQuerySchema);
  const result = useGridPage(CatalogConsoleApi.getMerchantGrid, search.query);
  const choices = useCatalogChoices();
  const franchiseNames = useMemo(
    () => new Map(choices.franchisors.map((each) => [each.id, each.title])),
    [choices.franchisors],
  );

  const columns = useMemo<GridColumn<MerchantGridRow>[]>(
    () => [
      nameColumn<MerchantGridRow>('/merchants'),
      { id: 'market', header: 'Market', cell: ({ row }) => row.original.marketTitle },
      { id: 'category', header: 'Category', cell: ({ row }) => row.original.categoryTitle },
      {
        id: 'franchise',
        header: 'Franchise',
        cell: ({ row }) => {
          const id = row.original.franchisorId;
          if (id === null) return <span className={styles.muted}>None</span>;
          return franchiseNames.get(id) ?? <span className={styles.muted}>#{id}</span>;
        },
      },
      {
        id: 'city',
        accessorKey: 'city',
        header: 'City',
        cell: ({ row }) => `${row.original.city}, ${row.original.state}`,
      },
      statusColumn<MerchantGridRow>(),
      {
        id: 'updatedAt',
        accessorKey: 'updatedAt',
        header: 'Last change',
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatDateTime(row.original.updatedAt)}</span>
        ),
      },
    ],
    [franchiseNames],
  );

  return (
    <ConsolePage
      title="Merchants"
      description="Every merchant location of every market. Retired merchants are hidden from members and kept."
      actions={<PrimaryLink to="/merchants/new">New merchant</PrimaryLink>}
    >
      <DataGrid
        caption="Merchants"
        columns={columns}
        sortable={MERCHANT_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by name"
        emptyText="There are no merchants yet."
        filters={
          <>
            <GridSelect
              label="Market"
              value={search.raw.marketId ?? ''}
              onChange={(marketId) => search.change({ marketId })}
              options={choiceOptions(choices.markets, 'All markets')}
            />
            <GridSelect
              label="Category"
              value={search.raw.categoryId ?? ''}
              onChange={(categoryId) => search.change({ categoryId })}
              options={choiceOptions(choices.categories, 'All categories')}
            />
            <GridSelect
              label="Franchise"
              value={search.raw.franchisorId ?? ''}
              onChange={(franchisorId) => search.change({ franchisorId })}
              options={choiceOptions(choices.franchisors, 'All franchises')}
            />
            <RetiredFilter
              value={search.raw.retired}
              onChange={(retired) => search.change({ retired })}
            />
          </>
        }
      />
    </ConsolePage>
  );
}
