import {
  AD_GRID_SORTS,
  CatalogConsoleApi,
  mobileAdGridQuerySchema,
} from '@citybook/contract/catalog';
import type { MobileAdGridRow } from '@citybook/contract/catalog';
import { useMemo } from 'react';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { nameColumn } from '../../../components/data-grid/grid-columns.tsx';
import { GridSelect, choiceOptions } from '../../../components/data-grid/grid-select.tsx';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { PrimaryLink } from '../../../components/page-links/page-links.tsx';
import { RetiredFilter } from '../../../components/retired-filter/retired-filter.tsx';
import merchantStyles from '../merchants/merchants.module.css';
import { AdStanding } from './ad-schedule.tsx';
import styles from './ads.module.css';
import { useAdMarkets } from './use-ad-markets.ts';

/**
 * OPERATOR-9, OPERATOR-10: the mobile ads of every market, with where each run stands today in
 * its market; the server sorts, filters and pages.
 */
export function AdsPage() {
  const search = useGridSearch(mobileAdGridQuerySchema);
  const result = useGridPage(CatalogConsoleApi.getMobileAdGrid, search.query);
  const { markets } = useAdMarkets();

  const columns = useMemo<GridColumn<MobileAdGridRow>[]>(
    () => [
      {
        id: 'image',
        header: 'Image',
        // The title beside it names the ad: the picture adds nothing for a screen reader.
        cell: ({ row }) => <img className={styles.thumbnail} src={row.original.image} alt="" />,
      },
      nameColumn<MobileAdGridRow>('/ads', 'Title'),
      { id: 'market', header: 'Market', cell: ({ row }) => row.original.marketTitle },
      {
        id: 'startsOn',
        accessorKey: 'startsOn',
        header: 'First day',
        cell: ({ row }) => row.original.startsOn ?? <span className={merchantStyles.muted}>—</span>,
      },
      {
        id: 'endsOn',
        accessorKey: 'endsOn',
        header: 'Last day',
        cell: ({ row }) =>
          row.original.endsOn ?? <span className={merchantStyles.muted}>No end</span>,
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <AdStanding schedule={row.original.schedule} retired={row.original.retired} />
        ),
      },
      { id: 'sortOrder', accessorKey: 'sortOrder', header: 'Order' },
    ],
    [],
  );

  return (
    <ConsolePage
      title="Mobile ads"
      description="The ads of each market’s categories screen. An ad runs on its days in its market’s time zone; retired ads are hidden from members and kept."
      actions={<PrimaryLink to="/ads/new">New ad</PrimaryLink>}
    >
      <DataGrid
        caption="Mobile ads"
        columns={columns}
        sortable={AD_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by title or slug"
        emptyText="There are no ads yet."
        filters={
          <>
            <GridSelect
              label="Market"
              value={search.raw.marketId ?? ''}
              onChange={(marketId) => search.change({ marketId })}
              options={choiceOptions(markets, 'All markets')}
            />
            <GridSelect
              label="Run"
              value={search.raw.schedule ?? ''}
              onChange={(schedule) => search.change({ schedule })}
              options={[
                { value: '', label: 'Any' },
                { value: 'scheduled', label: 'Scheduled' },
                { value: 'running', label: 'Running' },
                { value: 'ended', label: 'Ended' },
              ]}
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
