import {
  CatalogConsoleApi,
  OFFER_GRID_SORTS,
  offerGridQuerySchema,
} from '@citybook/contract/catalog';
import type { OfferGridRow } from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { nameColumn, statusColumn } from '../../../components/data-grid/grid-columns.tsx';
import { GridSelect, choiceOptions } from '../../../components/data-grid/grid-select.tsx';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { RetiredFilter } from '../../../components/retired-filter/retired-filter.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCatalogChoices } from '../merchants/use-catalog-choices.ts';
import { dollarsText } from './dollars-text.ts';
import { useOfferMarket } from './use-offer-market.ts';
import styles from './offers.module.css';

/** The name of the merchant the grid is narrowed to (from its editor's "See them all"). */
function useMerchantTitle(merchantId: number | undefined) {
  return useQuery({
    queryKey: [CatalogConsoleApi.getMerchantEditor.name, merchantId],
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getMerchantEditor, { params: { id: merchantId! }, signal }),
    enabled: merchantId !== undefined,
    select: (merchant) => merchant.title,
  }).data;
}

/**
 * OPERATOR-9, OPERATOR-10: every offer of every merchant, sorted, filtered and paged by the
 * server; new offers are added from their merchant's editor.
 */
export function OffersPage() {
  const search = useGridSearch(offerGridQuerySchema);
  const result = useGridPage(CatalogConsoleApi.getOfferGrid, search.query);
  const choices = useCatalogChoices();
  const market = useOfferMarket(search.query.marketId);
  const merchantTitle = useMerchantTitle(search.query.merchantId);

  const columns = useMemo<GridColumn<OfferGridRow>[]>(
    () => [
      nameColumn<OfferGridRow>('/offers', 'Offer'),
      {
        id: 'merchant',
        header: 'Merchant',
        cell: ({ row }) => (
          <TextLink to={`/merchants/${String(row.original.merchantId)}`}>
            {row.original.merchantTitle}
          </TextLink>
        ),
      },
      {
        id: 'edition',
        header: 'Edition',
        cell: ({ row }) => row.original.editionName ?? <span className={styles.muted}>None</span>,
      },
      {
        id: 'savings',
        accessorKey: 'savings',
        header: 'Saving',
        cell: ({ row }) => dollarsText(row.original.savings),
      },
      statusColumn<OfferGridRow>(),
      {
        id: 'updatedAt',
        accessorKey: 'updatedAt',
        header: 'Last change',
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatDateTime(row.original.updatedAt)}</span>
        ),
      },
    ],
    [],
  );

  return (
    <ConsolePage
      title="Offers"
      description="Every offer of every merchant. Add an offer from its merchant’s page; retired offers are hidden from members and kept."
    >
      {search.query.merchantId !== undefined ? (
        <p className={styles.narrowed}>
          <span>
            Offers of{' '}
            <TextLink to={`/merchants/${String(search.query.merchantId)}`}>
              {merchantTitle ?? `merchant #${String(search.query.merchantId)}`}
            </TextLink>
          </span>
          <Button variant="secondary" onClick={() => search.change({ merchantId: undefined })}>
            Show every merchant’s
          </Button>
        </p>
      ) : null}
      <DataGrid
        caption="Offers"
        columns={columns}
        sortable={OFFER_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by title"
        emptyText="There are no offers yet."
        filters={
          <>
            <GridSelect
              label="Market"
              value={search.raw.marketId ?? ''}
              onChange={(marketId) => search.change({ marketId, editionId: undefined })}
              options={choiceOptions(choices.markets, 'All markets')}
            />
            {search.query.marketId !== undefined ? (
              <GridSelect
                label="Edition"
                value={search.raw.editionId ?? ''}
                onChange={(editionId) => search.change({ editionId })}
                options={[
                  { value: '', label: 'All editions' },
                  ...market.editions.map((each) => ({ value: String(each.id), label: each.name })),
                ]}
              />
            ) : null}
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
