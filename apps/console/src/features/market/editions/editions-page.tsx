import {
  EDITION_GRID_SORTS,
  MarketConsoleApi,
  editionGridQuerySchema,
} from '@citybook/contract/market';
import type { EditionGridRow } from '@citybook/contract/market';
import { useMemo } from 'react';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { GridSelect, choiceOptions } from '../../../components/data-grid/grid-select.tsx';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { PrimaryLink, RowLink } from '../../../components/page-links/page-links.tsx';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { formatCount } from '../../../lib/format.ts';
import { EditionDate } from './edition-dates.tsx';
import { EDITION_STATE_BADGES, editionState } from './edition-state.ts';
import { useMarketChoices } from './use-market-choices.ts';
import type { MarketChoice } from './use-market-choices.ts';
import styles from './editions.module.css';

function editionColumns(
  markets: ReadonlyMap<number, MarketChoice>,
  now: Date,
): GridColumn<EditionGridRow>[] {
  const zoneOf = (row: EditionGridRow) => markets.get(row.marketId)?.timeZone;
  return [
    { id: 'year', accessorKey: 'year', header: 'Year' },
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <RowLink to={`/editions/${String(row.original.id)}`}>{row.original.name}</RowLink>
      ),
    },
    { id: 'market', header: 'Market', cell: ({ row }) => row.original.marketTitle },
    {
      id: 'onSaleAt',
      accessorKey: 'onSaleAt',
      header: 'On sale from',
      cell: ({ row }) => (
        <span className={styles.nowrap}>
          <EditionDate instant={row.original.onSaleAt} timeZone={zoneOf(row.original)} />
        </span>
      ),
    },
    {
      id: 'validUntil',
      accessorKey: 'validUntil',
      header: 'Valid until',
      cell: ({ row }) =>
        row.original.validUntil === null ? (
          <span className={styles.muted}>Never ends</span>
        ) : (
          <span className={styles.nowrap}>
            <EditionDate instant={row.original.validUntil} timeZone={zoneOf(row.original)} />
          </span>
        ),
    },
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) => {
        const badge = EDITION_STATE_BADGES[editionState(row.original, now)];
        return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
      },
    },
    { id: 'offers', header: 'Offers', cell: ({ row }) => formatCount(row.original.offers) },
  ];
}

/** OPERATOR-9, OPERATOR-13: the book editions, a market's at a time or all of them. */
export function EditionsPage() {
  const search = useGridSearch(editionGridQuerySchema);
  const result = useGridPage(MarketConsoleApi.getEditionGrid, search.query);
  const choices = useMarketChoices();
  const marketId = search.raw.marketId;
  // The state is read against the time the page was drawn; a reload reads it again.
  const columns = useMemo(() => editionColumns(choices.byId, new Date()), [choices.byId]);
  return (
    <ConsolePage
      title="Editions"
      description="Each market’s printed book of a year. Its offers and activation codes end on its valid-until date."
      actions={
        <PrimaryLink to={marketId ? `/editions/new?marketId=${marketId}` : '/editions/new'}>
          New edition
        </PrimaryLink>
      }
    >
      <DataGrid
        caption="Editions"
        columns={columns}
        sortable={EDITION_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by name or slug"
        emptyText="There are no editions yet."
        filters={
          <GridSelect
            label="Market"
            value={marketId ?? ''}
            onChange={(next) => search.change({ marketId: next })}
            options={choiceOptions(choices.markets, 'All markets')}
          />
        }
      />
    </ConsolePage>
  );
}
