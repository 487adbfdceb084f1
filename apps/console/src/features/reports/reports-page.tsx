import type {
  ActivationReport,
  IdleMerchantReport,
  RedemptionReport,
  ReportQuery,
  RevenueReport,
  SubscriptionReport,
} from '@citybook/contract/reports';
import { ReportsConsoleApi } from '@citybook/contract/reports';
import { ConsolePage } from '../../components/console-page/console-page.tsx';
import { Notice } from '../../components/notice/notice.tsx';
import { formatCount } from '../../lib/format.ts';
import { formatCents } from './money.ts';
import {
  centsColumn,
  countColumn,
  numberColumn,
  redemptionColumns,
  textColumn,
} from './report-columns.ts';
import { Figure } from './report-figure.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportSection, table, type ReportPart } from './report-section.tsx';
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

const redemptionSeries = [{ key: 'redemptions', label: 'Redemptions' }];
const nobodyRedeemed = 'Nobody redeemed in the range.';

const byDay: ReportPart<RedemptionReport> = {
  chart: {
    label: 'Redemptions by day, chart',
    rows: (data) => data.byDay,
    category: 'day',
    series: redemptionSeries,
  },
  tables: [
    table({
      caption: 'Redemptions by day',
      columns: redemptionColumns<RedemptionReport['byDay'][number]>(
        textColumn('Day', (row) => row.day),
      ),
      rows: (data: RedemptionReport) => data.byDay,
      rowKey: (row) => row.day,
      file: 'redemptions-by-day',
      empty: 'No days in the range.',
      shown: 31,
    }),
  ],
};

const byMerchantOfferAndCategory: ReportPart<RedemptionReport>[] = [
  {
    chart: {
      label: 'Redemptions of the ten busiest merchants, chart',
      rows: (data) => data.byMerchant.slice(0, 10),
      category: 'merchantTitle',
      series: redemptionSeries,
      horizontal: true,
      height: 320,
    },
    tables: [
      table({
        caption: 'Redemptions by merchant',
        columns: redemptionColumns<RedemptionReport['byMerchant'][number]>(
          textColumn('Merchant', (row) => row.merchantTitle),
        ),
        rows: (data: RedemptionReport) => data.byMerchant,
        rowKey: (row) => String(row.merchantId),
        file: 'redemptions-by-merchant',
        empty: nobodyRedeemed,
      }),
    ],
  },
  {
    chart: {
      label: 'Redemptions by category, chart',
      rows: (data) => data.byCategory,
      category: 'categoryTitle',
      series: redemptionSeries,
      horizontal: true,
    },
    tables: [
      table({
        caption: 'Redemptions by category',
        columns: redemptionColumns<RedemptionReport['byCategory'][number]>(
          textColumn('Category', (row) => row.categoryTitle),
        ),
        rows: (data: RedemptionReport) => data.byCategory,
        rowKey: (row) => String(row.categoryId),
        file: 'redemptions-by-category',
        empty: nobodyRedeemed,
      }),
    ],
  },
  {
    tables: [
      table({
        caption: 'Redemptions by offer',
        columns: redemptionColumns<RedemptionReport['byOffer'][number]>(
          textColumn('Offer', (row) => row.offerTitle),
          textColumn('Merchant', (row) => row.merchantTitle),
        ),
        rows: (data: RedemptionReport) => data.byOffer,
        rowKey: (row) => String(row.offerId),
        file: 'redemptions-by-offer',
        empty: nobodyRedeemed,
      }),
    ],
  },
];

const editionName = (row: { editionName: string | null }) => row.editionName ?? 'No edition';
const activations = countColumn('Activations', (row: { activations: number }) => row.activations);
const noActivation = 'No book was activated in the range.';

const activationParts: ReportPart<ActivationReport>[] = [
  {
    chart: {
      label: 'Activations by edition, chart',
      rows: (data) => data.byEdition.map((row) => ({ ...row, edition: editionName(row) })),
      category: 'edition',
      series: [{ key: 'activations', label: 'Activations' }],
      horizontal: true,
    },
    tables: [
      table({
        caption: 'Activations by batch',
        columns: [
          textColumn(
            'Batch',
            (row: { batch: string; label: string | null }) => row.label ?? row.batch,
          ),
          textColumn('Edition', editionName),
          activations,
        ],
        rows: (data: ActivationReport) => data.byBatch,
        rowKey: (row) => `${row.batch} ${String(row.editionId)}`,
        file: 'activations-by-batch',
        empty: noActivation,
      }),
      table({
        caption: 'Activations by edition',
        columns: [textColumn('Edition', editionName), activations],
        rows: (data: ActivationReport) => data.byEdition,
        rowKey: (row) => String(row.editionId),
        file: 'activations-by-edition',
        empty: noActivation,
      }),
    ],
  },
];

// The subscription chart has a bar for each count of the plan table.
const planCounts = [
  { key: 'started', label: 'Started' },
  { key: 'renewed', label: 'Renewed' },
  { key: 'cancelled', label: 'Cancelled' },
  { key: 'ended', label: 'Ended' },
  { key: 'pastDue', label: 'Past due' },
] as const;
type PlanRow = SubscriptionReport['byPlan'][number];

const subscriptionParts: ReportPart<SubscriptionReport>[] = [
  {
    chart: {
      label: 'Subscriptions by plan, chart',
      rows: (data) => data.byPlan,
      category: 'planTitle',
      series: planCounts,
    },
    tables: [
      table({
        caption: 'Subscriptions by plan',
        columns: [
          textColumn('Plan', (row: PlanRow) => row.planTitle),
          ...planCounts.map(({ key, label }) => numberColumn(label, (row: PlanRow) => row[key])),
        ],
        rows: (data: SubscriptionReport) => data.byPlan,
        rowKey: (row) => String(row.planCode),
        file: 'subscriptions-by-plan',
        empty: 'No subscription started, renewed or changed in the range.',
      }),
    ],
  },
];

type RevenueRow = RevenueReport['byPlan'][number];
const currency = (row: RevenueRow) => row.currency;

const revenueParts: ReportPart<RevenueReport>[] = [
  {
    tables: [
      table({
        caption: 'Revenue by plan',
        columns: [
          textColumn('Plan', (row: RevenueRow) => row.planTitle),
          textColumn('Currency', currency),
          numberColumn('Payments', (row: RevenueRow) => row.payments),
          centsColumn('Gross', (row: RevenueRow) => row.grossCents, currency),
          numberColumn('Refunds', (row: RevenueRow) => row.refunds),
          centsColumn('Refunded', (row: RevenueRow) => row.refundedCents, currency),
          centsColumn('Net', (row: RevenueRow) => row.netCents, currency),
        ],
        rows: (data: RevenueReport) => data.byPlan,
        rowKey: (row) => `${String(row.planCode)} ${row.currency}`,
        file: 'revenue-by-plan',
        empty: 'No payment went through in the range.',
      }),
    ],
  },
];

type IdleRow = IdleMerchantReport['merchants'][number];

const idleParts: ReportPart<IdleMerchantReport>[] = [
  {
    tables: [
      table({
        caption: 'Merchants with no redemptions',
        columns: [
          textColumn('Merchant', (row: IdleRow) => row.merchantTitle),
          textColumn('Category', (row: IdleRow) => row.categoryTitle),
          numberColumn('Live offers', (row: IdleRow) => row.offers),
        ],
        rows: (data: IdleMerchantReport) => data.merchants,
        rowKey: (row) => String(row.merchantId),
        file: 'merchants-without-redemptions',
        empty: 'Every live merchant of the market had a redemption in the range.',
      }),
    ],
  },
];

function Reports({ query }: { query: ReportQuery }) {
  const redemptions = useReport(ReportsConsoleApi.getRedemptionReport, query);
  const activated = useReport(ReportsConsoleApi.getActivationReport, query);
  const subscriptions = useReport(ReportsConsoleApi.getSubscriptionReport, query);
  const revenue = useReport(ReportsConsoleApi.getRevenueReport, query);
  const idle = useReport(ReportsConsoleApi.getIdleMerchantReport, query);
  const file = (report: string) => fileName(query, report);
  const net = revenue.data?.totals.map((money) => formatCents(money.netCents, money.currency));
  return (
    <>
      <section aria-label="Totals of the range">
        <dl className={styles.figures}>
          <Figure
            label="Redemptions"
            value={redemptions.data && count(redemptions.data.redemptions)}
          />
          <Figure
            label="Members’ savings"
            value={redemptions.data && formatCents(redemptions.data.savingsCents)}
          />
          <Figure
            label="Members who redeemed"
            value={redemptions.data && count(redemptions.data.members)}
          />
          <Figure
            label="Books activated"
            value={activated.data && count(activated.data.activations)}
          />
          <Figure
            label="Net revenue"
            value={net && (net.length === 0 ? formatCents(0) : net.join(' · '))}
          />
        </dl>
      </section>
      <ReportSection
        title="Redemptions by day"
        report={redemptions}
        parts={[byDay]}
        fileName={file}
      />
      <ReportSection
        title="Redemptions by merchant, offer and category"
        report={redemptions}
        parts={byMerchantOfferAndCategory}
        fileName={file}
      />
      <ReportSection
        title="Books and codes activated"
        report={activated}
        parts={activationParts}
        fileName={file}
      />
      <ReportSection
        title="Subscriptions"
        note="Subscriptions belong to no market: these are all of them, on this market’s days."
        report={subscriptions}
        parts={subscriptionParts}
        fileName={file}
      />
      <ReportSection
        title="Revenue"
        note="From the payment ledger, all markets: charges that went through in the range, less the refunds made in it."
        report={revenue}
        parts={revenueParts}
        fileName={file}
      />
      <ReportSection
        title="Merchants with no redemptions"
        report={idle}
        parts={idleParts}
        fileName={file}
      />
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
