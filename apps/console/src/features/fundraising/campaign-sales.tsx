import type { CampaignSales } from '@citybook/contract/fundraising';
import { formatCount } from '../../lib/format.ts';
import { formatDollars } from './campaign-words.ts';
import parts from '../../components/page-parts/page-parts.module.css';
import styles from './fundraising.module.css';

/** How often the leader's and the operator's campaign pages ask for the sales again. */
export const SALES_REFRESH_MS = 30_000;

const dayWords = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

interface SalesLine {
  key: string;
  /** What the line counts: a seller's name, a day. */
  name: string;
  sales: number;
  amountCents: number;
}

/** One table of sales: a line per seller or per day, its count and amount. */
function SalesTable({
  label,
  caption,
  heading,
  lines,
}: {
  label: string;
  caption: string;
  heading: string;
  lines: SalesLine[];
}) {
  return (
    <div className={parts.tableWrap}>
      <table className={parts.table} aria-label={label}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Sales</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={3}>No sale yet.</td>
            </tr>
          ) : (
            lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.name}</th>
                <td>{formatCount(line.sales)}</td>
                <td>{formatDollars(line.amountCents)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * FUNDRAISING-11: a campaign's sales by seller and by the market's day: counts and amounts only
 * (FUNDRAISING-8). The leader's and the operator's pages show the same tables.
 */
export function CampaignSalesTables({ sales }: { sales: CampaignSales }) {
  return (
    <div className={styles.salesTables}>
      <SalesTable
        label="Sales by seller"
        caption="By seller"
        heading="Seller"
        lines={sales.bySeller.map((line) => ({
          ...line,
          key: String(line.sellerId),
          name:
            line.sellerId === null
              ? 'The group (no seller)'
              : (line.displayName ?? 'A removed seller'),
        }))}
      />
      <SalesTable
        label="Sales by day"
        caption="By day"
        heading="Day"
        lines={sales.byDay.map((line) => ({
          ...line,
          key: line.day,
          name: dayWords.format(new Date(`${line.day}T00:00:00Z`)),
        }))}
      />
    </div>
  );
}
