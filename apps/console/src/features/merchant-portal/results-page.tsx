import type {
  MerchantResults,
  MerchantResultsQuery,
  ResultCounts,
} from '@citybook/contract/reports';
import { ConsolePage } from '../../components/console-page/console-page.tsx';
import { Notice } from '../../components/notice/notice.tsx';
import { formatCount } from '../../lib/format.ts';
import {
  Figure,
  ReportTable,
  centsColumn,
  countColumn,
  formatCents,
  textColumn,
  type ReportColumn,
} from '../reports/index.ts';
import { ResultsFilters } from './results-filters.tsx';
import {
  useBusinessLocations,
  useMerchantResults,
  useResultsSearch,
} from './use-merchant-results.ts';
import styles from './merchant-portal.module.css';

/*
 * MERCHANT-7: the merchant portal's results, from the organisation's redemption rows: by day,
 * offer and location, checked at the counter or not, members' savings and repeat visits (a
 * count, never who: MERCHANT-3). Every table downloads as CSV, made from the numbers on screen.
 */

/** A table's name, then its redemptions, those checked and not, and the savings. */
function resultColumns<Row extends ResultCounts>(
  ...named: ReportColumn<Row>[]
): ReportColumn<Row>[] {
  return [
    ...named,
    countColumn('Redemptions', (row) => row.redemptions),
    countColumn('Checked at the counter', (row) => row.checked),
    countColumn('Not checked', (row) => row.redemptions - row.checked),
    centsColumn('Members’ savings ($)', (row) => row.savingsCents),
  ];
}

const nobodyRedeemed = 'No coupon was redeemed in the range.';

function fileName(query: MerchantResultsQuery, table: string) {
  const where =
    query.merchantId === undefined ? 'all-locations' : `location-${String(query.merchantId)}`;
  return `citybook-${table}-${where}-${query.from}-to-${query.to}`;
}

function Results({
  query,
  data,
  isFetching,
}: {
  query: MerchantResultsQuery;
  data: MerchantResults;
  isFetching: boolean;
}) {
  const { totals } = data;
  return (
    <>
      <p className={styles.muted}>
        Days are counted in {data.timeZones.join(' and ') || 'your market’s time zone'}.
      </p>
      <section aria-label="Totals of the range">
        <dl className={styles.figures}>
          <Figure label="Redemptions" value={formatCount(totals.redemptions)} />
          <Figure label="Members’ savings" value={formatCents(totals.savingsCents)} />
          <Figure label="Checked at the counter" value={formatCount(totals.checked)} />
          <Figure label="Not checked" value={formatCount(totals.redemptions - totals.checked)} />
          <Figure label="Members who came back" value={formatCount(data.repeatMembers)} />
        </dl>
      </section>
      <div className={styles.tables} aria-busy={isFetching}>
        <ReportTable
          caption="Redemptions by day"
          columns={resultColumns<MerchantResults['byDay'][number]>(
            textColumn('Day', (row) => row.day),
          )}
          rows={data.byDay}
          rowKey={(row) => row.day}
          fileName={fileName(query, 'redemptions-by-day')}
          empty="No days in the range."
          shown={31}
        />
        <ReportTable
          caption="Redemptions by offer"
          columns={resultColumns<MerchantResults['byOffer'][number]>(
            textColumn('Offer', (row) => row.offerTitle),
            textColumn('Location', (row) => row.merchantTitle),
          )}
          rows={data.byOffer}
          rowKey={(row) => String(row.offerId)}
          fileName={fileName(query, 'redemptions-by-offer')}
          empty={nobodyRedeemed}
        />
        <ReportTable
          caption="Redemptions by location"
          columns={resultColumns<MerchantResults['byLocation'][number]>(
            textColumn('Location', (row) => row.merchantTitle),
          )}
          rows={data.byLocation}
          rowKey={(row) => String(row.merchantId)}
          fileName={fileName(query, 'redemptions-by-location')}
          empty="No location to show."
        />
      </div>
    </>
  );
}

/** MERCHANT-7: the merchant admin's Results page of the business frame. */
export function MerchantResultsPage() {
  const me = useBusinessLocations();
  const { query, ask } = useResultsSearch();
  const results = useMerchantResults(query);
  return (
    <ConsolePage
      title="Results"
      description="What your coupons brought in: redemptions at your locations and what members saved. Members are counted, never named."
    >
      {me.data ? <ResultsFilters locations={me.data.locations} query={query} onAsk={ask} /> : null}
      {results.isError ? (
        <Notice tone="error">The results could not be loaded. Please try again.</Notice>
      ) : results.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : (
        <Results query={query} data={results.data} isFetching={results.isFetching} />
      )}
    </ConsolePage>
  );
}
