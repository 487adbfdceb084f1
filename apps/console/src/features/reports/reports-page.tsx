import type {
  ActivationReport,
  IdleMerchantReport,
  RedemptionReport,
  ReportQuery,
  RevenueReport,
  SubscriptionReport,
} from '@citybook/contract/reports';
import { ReportsConsoleApi } from '@citybook/contract/reports';
import type { ReactNode } from 'react';
import { ConsolePage } from '../../components/console-page/console-page.tsx';
import { Notice } from '../../components/notice/notice.tsx';
import { formatCount } from '../../lib/format.ts';
import { centsForCsv, formatCents } from './money.ts';
import { BarsChart } from './report-charts.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';
import { useReport } from './use-reports.ts';
import { useReportMarkets, useReportSearch } from './use-report-search.ts';
import styles from './reports.module.css';

/*
 * OPERATOR-23…25: the Reports screen. Each report is a section: a chart, and a table of the same
 * numbers that downloads as CSV. Loaded on its own (React.lazy), with the chart library.
 */

const count = (value: number) => formatCount(value);

function fileName(query: ReportQuery, report: string) {
  return `citybook-${report}-market-${String(query.marketId)}-${query.from}-to-${query.to}`;
}

interface SectionProps {
  title: string;
  note?: string;
  state: { isPending: boolean; isError: boolean; isFetching: boolean };
  children: ReactNode;
}

function ReportSection({ title, note, state, children }: SectionProps) {
  return (
    <section className={styles.section} aria-label={title} aria-busy={state.isFetching}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      {state.isError ? (
        <Notice tone="error">This report could not be loaded. Please try again.</Notice>
      ) : state.isPending ? (
        <p className={styles.loading}>Loading…</p>
      ) : (
        children
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

const dayColumns: ReportColumn<RedemptionReport['byDay'][number]>[] = [
  { header: 'Day', value: (row) => row.day },
  {
    header: 'Redemptions',
    value: (row) => row.redemptions,
    show: (row) => count(row.redemptions),
    numeric: true,
  },
  {
    header: 'Savings ($)',
    value: (row) => centsForCsv(row.savingsCents),
    show: (row) => formatCents(row.savingsCents),
    numeric: true,
  },
];
const merchantColumns: ReportColumn<RedemptionReport['byMerchant'][number]>[] = [
  { header: 'Merchant', value: (row) => row.merchantTitle },
  {
    header: 'Redemptions',
    value: (row) => row.redemptions,
    show: (row) => count(row.redemptions),
    numeric: true,
  },
  {
    header: 'Savings ($)',
    value: (row) => centsForCsv(row.savingsCents),
    show: (row) => formatCents(row.savingsCents),
    numeric: true,
  },
];
const offerColumns: ReportColumn<RedemptionReport['byOffer'][number]>[] = [
  { header: 'Offer', value: (row) => row.offerTitle },
  { header: 'Merchant', value: (row) => row.merchantTitle },
  {
    header: 'Redemptions',
    value: (row) => row.redemptions,
    show: (row) => count(row.redemptions),
    numeric: true,
  },
  {
    header: 'Savings ($)',
    value: (row) => centsForCsv(row.savingsCents),
    show: (row) => formatCents(row.savingsCents),
    numeric: true,
  },
];
const categoryColumns: ReportColumn<RedemptionReport['byCategory'][number]>[] = [
  { header: 'Category', value: (row) => row.categoryTitle },
  {
    header: 'Redemptions',
    value: (row) => row.redemptions,
    show: (row) => count(row.redemptions),
    numeric: true,
  },
  {
    header: 'Savings ($)',
    value: (row) => centsForCsv(row.savingsCents),
    show: (row) => formatCents(row.savingsCents),
    numeric: true,
  },
];
const batchColumns: ReportColumn<ActivationReport['byBatch'][number]>[] = [
  { header: 'Batch', value: (row) => row.label ?? row.batch },
  { header: 'Edition', value: (row) => row.editionName ?? 'No edition' },
  {
    header: 'Activations',
    value: (row) => row.activations,
    show: (row) => count(row.activations),
    numeric: true,
  },
];
const editionColumns: ReportColumn<ActivationReport['byEdition'][number]>[] = [
  { header: 'Edition', value: (row) => row.editionName ?? 'No edition' },
  {
    header: 'Activations',
    value: (row) => row.activations,
    show: (row) => count(row.activations),
    numeric: true,
  },
];
const planColumns: ReportColumn<SubscriptionReport['byPlan'][number]>[] = [
  { header: 'Plan', value: (row) => row.planTitle },
  { header: 'Started', value: (row) => row.started, numeric: true },
  { header: 'Renewed', value: (row) => row.renewed, numeric: true },
  { header: 'Cancelled', value: (row) => row.cancelled, numeric: true },
  { header: 'Ended', value: (row) => row.ended, numeric: true },
  { header: 'Past due', value: (row) => row.pastDue, numeric: true },
];
const revenueColumns: ReportColumn<RevenueReport['byPlan'][number]>[] = [
  { header: 'Plan', value: (row) => row.planTitle },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Payments', value: (row) => row.payments, numeric: true },
  {
    header: 'Gross',
    value: (row) => centsForCsv(row.grossCents),
    show: (row) => formatCents(row.grossCents, row.currency),
    numeric: true,
  },
  { header: 'Refunds', value: (row) => row.refunds, numeric: true },
  {
    header: 'Refunded',
    value: (row) => centsForCsv(row.refundedCents),
    show: (row) => formatCents(row.refundedCents, row.currency),
    numeric: true,
  },
  {
    header: 'Net',
    value: (row) => centsForCsv(row.netCents),
    show: (row) => formatCents(row.netCents, row.currency),
    numeric: true,
  },
];
const idleColumns: ReportColumn<IdleMerchantReport['merchants'][number]>[] = [
  { header: 'Merchant', value: (row) => row.merchantTitle },
  { header: 'Category', value: (row) => row.categoryTitle },
  { header: 'Live offers', value: (row) => row.offers, numeric: true },
];

function Reports({ query }: { query: ReportQuery }) {
  const redemptions = useReport(ReportsConsoleApi.getRedemptionReport, query);
  const activations = useReport(ReportsConsoleApi.getActivationReport, query);
  const subscriptions = useReport(ReportsConsoleApi.getSubscriptionReport, query);
  const revenue = useReport(ReportsConsoleApi.getRevenueReport, query);
  const idle = useReport(ReportsConsoleApi.getIdleMerchantReport, query);
  const net = revenue.data?.totals.map((money) => formatCents(money.netCents, money.currency));
  return (
    <>
      <section aria-label="Totals of the range">
        <dl className={styles.figures}>
          <Figure
            label="Redemptions"
            value={redemptions.data ? count(redemptions.data.redemptions) : '…'}
          />
          <Figure
            label="Members’ savings"
            value={redemptions.data ? formatCents(redemptions.data.savingsCents) : '…'}
          />
          <Figure
            label="Members who redeemed"
            value={redemptions.data ? count(redemptions.data.members) : '…'}
          />
          <Figure
            label="Books activated"
            value={activations.data ? count(activations.data.activations) : '…'}
          />
          <Figure
            label="Net revenue"
            value={net ? (net.length === 0 ? formatCents(0) : net.join(' · ')) : '…'}
          />
        </dl>
      </section>

      <ReportSection title="Redemptions by day" state={redemptions}>
        {redemptions.data ? (
          <div className={styles.pair}>
            <BarsChart
              label="Redemptions by day, chart"
              rows={redemptions.data.byDay}
              category="day"
              series={[{ key: 'redemptions', label: 'Redemptions' }]}
            />
            <ReportTable
              caption="Redemptions by day"
              columns={dayColumns}
              rows={redemptions.data.byDay}
              rowKey={(row) => row.day}
              fileName={fileName(query, 'redemptions-by-day')}
              empty="No days in the range."
              shown={31}
            />
          </div>
        ) : null}
      </ReportSection>

      <ReportSection title="Redemptions by merchant, offer and category" state={redemptions}>
        {redemptions.data ? (
          <>
            <div className={styles.pair}>
              <BarsChart
                label="Redemptions of the ten busiest merchants, chart"
                rows={redemptions.data.byMerchant.slice(0, 10)}
                category="merchantTitle"
                series={[{ key: 'redemptions', label: 'Redemptions' }]}
                horizontal
                height={320}
              />
              <ReportTable
                caption="Redemptions by merchant"
                columns={merchantColumns}
                rows={redemptions.data.byMerchant}
                rowKey={(row) => String(row.merchantId)}
                fileName={fileName(query, 'redemptions-by-merchant')}
                empty="Nobody redeemed in the range."
              />
            </div>
            <div className={styles.pair}>
              <BarsChart
                label="Redemptions by category, chart"
                rows={redemptions.data.byCategory}
                category="categoryTitle"
                series={[{ key: 'redemptions', label: 'Redemptions' }]}
                horizontal
              />
              <ReportTable
                caption="Redemptions by category"
                columns={categoryColumns}
                rows={redemptions.data.byCategory}
                rowKey={(row) => String(row.categoryId)}
                fileName={fileName(query, 'redemptions-by-category')}
                empty="Nobody redeemed in the range."
              />
            </div>
            <ReportTable
              caption="Redemptions by offer"
              columns={offerColumns}
              rows={redemptions.data.byOffer}
              rowKey={(row) => String(row.offerId)}
              fileName={fileName(query, 'redemptions-by-offer')}
              empty="Nobody redeemed in the range."
            />
          </>
        ) : null}
      </ReportSection>

      <ReportSection title="Books and codes activated" state={activations}>
        {activations.data ? (
          <div className={styles.pair}>
            <BarsChart
              label="Activations by edition, chart"
              rows={activations.data.byEdition.map((row) => ({
                ...row,
                edition: row.editionName ?? 'No edition',
              }))}
              category="edition"
              series={[{ key: 'activations', label: 'Activations' }]}
              horizontal
            />
            <div className={styles.stack}>
              <ReportTable
                caption="Activations by batch"
                columns={batchColumns}
                rows={activations.data.byBatch}
                rowKey={(row) => `${row.batch} ${String(row.editionId)}`}
                fileName={fileName(query, 'activations-by-batch')}
                empty="No book was activated in the range."
              />
              <ReportTable
                caption="Activations by edition"
                columns={editionColumns}
                rows={activations.data.byEdition}
                rowKey={(row) => String(row.editionId)}
                fileName={fileName(query, 'activations-by-edition')}
                empty="No book was activated in the range."
              />
            </div>
          </div>
        ) : null}
      </ReportSection>

      <ReportSection
        title="Subscriptions"
        note="Subscriptions belong to no market: these are all of them, on this market’s days."
        state={subscriptions}
      >
        {subscriptions.data ? (
          <div className={styles.pair}>
            <BarsChart
              label="Subscriptions by plan, chart"
              rows={subscriptions.data.byPlan}
              category="planTitle"
              series={[
                { key: 'started', label: 'Started' },
                { key: 'renewed', label: 'Renewed' },
                { key: 'cancelled', label: 'Cancelled' },
                { key: 'ended', label: 'Ended' },
                { key: 'pastDue', label: 'Past due' },
              ]}
            />
            <ReportTable
              caption="Subscriptions by plan"
              columns={planColumns}
              rows={subscriptions.data.byPlan}
              rowKey={(row) => String(row.planCode)}
              fileName={fileName(query, 'subscriptions-by-plan')}
              empty="No subscription started, renewed or changed in the range."
            />
          </div>
        ) : null}
      </ReportSection>

      <ReportSection
        title="Revenue"
        note="From the payment ledger, all markets: charges that went through in the range, less the refunds made in it."
        state={revenue}
      >
        {revenue.data ? (
          <ReportTable
            caption="Revenue by plan"
            columns={revenueColumns}
            rows={revenue.data.byPlan}
            rowKey={(row) => `${String(row.planCode)} ${row.currency}`}
            fileName={fileName(query, 'revenue-by-plan')}
            empty="No payment went through in the range."
          />
        ) : null}
      </ReportSection>

      <ReportSection title="Merchants with no redemptions" state={idle}>
        {idle.data ? (
          <ReportTable
            caption="Merchants with no redemptions"
            columns={idleColumns}
            rows={idle.data.merchants}
            rowKey={(row) => String(row.merchantId)}
            fileName={fileName(query, 'merchants-without-redemptions')}
            empty="Every live merchant of the market had a redemption in the range."
          />
        ) : null}
      </ReportSection>
    </>
  );
}

/** OPERATOR-23…25: the Reports screen (analysts and owners). */
export default function ReportsPage() {
  const markets = useReportMarkets();
  const { query, ask } = useReportSearch(markets.data);
  return (
    <ConsolePage
      title="Reports"
      description="How the business does, for a market and its days: counts and sums only, never a member."
    >
      {markets.isError ? (
        <Notice tone="error">The markets could not be loaded. Please try again.</Notice>
      ) : markets.isPending ? (
        <p className={styles.loading}>Loading…</p>
      ) : markets.data.length === 0 || !query ? (
        <p>There is no market to report on yet.</p>
      ) : (
        <>
          <ReportFilters markets={markets.data} query={query} onAsk={ask} />
          <Reports query={query} />
        </>
      )}
    </ConsolePage>
  );
}
