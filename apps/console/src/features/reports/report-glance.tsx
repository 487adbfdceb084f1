import { ReportsConsoleApi, GLANCE_DAYS, lastMarketDays } from '@citybook/contract/reports';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../components/notice/notice.tsx';
import { formatCount } from '../../lib/format.ts';
import { DayBars } from './day-bars.tsx';
import { Figure } from './report-figure.tsx';
import { formatCents } from './money.ts';
import { useReport } from './use-reports.ts';
import { useReportMarkets } from './use-report-search.ts';
import fieldStyles from '../../components/field/field.module.css';
import styles from './reports.module.css';

/** OPERATOR-25: the console's home for analysts and owners: a market's last 30 days at a glance. */
export default function ReportGlance() {
  const markets = useReportMarkets();
  const [chosen, setChosen] = useState<number | undefined>();
  const marketSelectId = useId();
  const headingId = useId();
  const market = markets.data?.find((candidate) => candidate.id === chosen) ?? markets.data?.[0];
  const query = market ? { marketId: market.id, ...lastMarketDays(market.timeZone) } : undefined;
  const redemptions = useReport(ReportsConsoleApi.getRedemptionReport, query);
  const activations = useReport(ReportsConsoleApi.getActivationReport, query);
  const revenue = useReport(ReportsConsoleApi.getRevenueReport, query);
  if (markets.isError || redemptions.isError || activations.isError || revenue.isError)
    return <Notice tone="error">The last 30 days could not be loaded. Please try again.</Notice>;
  if (!markets.data || !market || !query) return <p className={styles.loading}>Loading…</p>;
  const net = revenue.data?.totals.find((money) => money.currency === 'USD')?.netCents ?? 0;
  const days = redemptions.data?.byDay ?? [];
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (!best || day.redemptions > best.redemptions ? day : best),
    undefined,
  );
  const search = new URLSearchParams({
    marketId: String(market.id),
    from: query.from,
    to: query.to,
  }).toString();
  return (
    <section className={styles.glance} aria-labelledby={headingId}>
      <div className={styles.glanceHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          The last {GLANCE_DAYS} days
        </h2>
        {markets.data.length > 1 ? (
          <div className={styles.glanceMarket}>
            <label htmlFor={marketSelectId}>Market</label>
            <select
              id={marketSelectId}
              className={`${fieldStyles.input} ${styles.glanceSelect}`}
              value={market.id}
              onChange={(event) => {
                setChosen(Number(event.target.value));
              }}
            >
              {markets.data.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.title}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className={styles.note}>{market.title}</p>
        )}
      </div>
      <dl className={styles.figures}>
        <Figure
          label="Books activated"
          value={activations.data && formatCount(activations.data.activations)}
        />
        <Figure
          label="Redemptions"
          value={redemptions.data && formatCount(redemptions.data.redemptions)}
        />
        <Figure
          label="Members’ savings"
          value={redemptions.data && formatCents(redemptions.data.savingsCents)}
        />
        <Figure label="Net revenue (all markets)" value={revenue.data && formatCents(net)} />
      </dl>
      {redemptions.data?.redemptions === 0 ? (
        <p className={styles.dayBarsLabel}>No redemptions in these days.</p>
      ) : redemptions.data ? (
        <DayBars
          days={days}
          label={`Redemptions by day from ${query.from} to ${query.to}: ${formatCount(
            redemptions.data.redemptions,
          )} in all${
            busiest && busiest.redemptions > 0
              ? `, the most on ${busiest.day} (${formatCount(busiest.redemptions)})`
              : ''
          }.`}
        />
      ) : null}
      <p>
        <Link to={`/reports?${search}`}>Open the reports for these days</Link>
      </p>
    </section>
  );
}
