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

/**
 * FUNDRAISING-11: a campaign's sales by seller and by the market's day: counts and amounts only
 * (FUNDRAISING-8). The leader's and the operator's pages show the same tables.
 */
export function CampaignSalesTables({ sales }: { sales: CampaignSales }) {
  return (
    <div className={styles.salesTables}>
      <div className={parts.tableWrap}>
        <table className={parts.table} aria-label="Sales by seller">
          <caption className={styles.caption}>By seller</caption>
          <thead>
            <tr>
              <th scope="col">Seller</th>
              <th scope="col">Sales</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {sales.bySeller.length === 0 ? (
              <tr>
                <td colSpan={3}>No sale yet.</td>
              </tr>
            ) : (
              sales.bySeller.map((line) => (
                <tr key={String(line.sellerId)}>
                  <th scope="row">
                    {line.sellerId === null
                      ? 'The group (no seller)'
                      : (line.displayName ?? 'A removed seller')}
                  </th>
                  <td>{formatCount(line.sales)}</td>
                  <td>{formatDollars(line.amountCents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={parts.tableWrap}>
        <table className={parts.table} aria-label="Sales by day">
          <caption className={styles.caption}>By day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sales</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {sales.byDay.length === 0 ? (
              <tr>
                <td colSpan={3}>No sale yet.</td>
              </tr>
            ) : (
              sales.byDay.map((line) => (
                <tr key={line.day}>
                  <th scope="row">{dayWords.format(new Date(`${line.day}T00:00:00Z`))}</th>
                  <td>{formatCount(line.sales)}</td>
                  <td>{formatDollars(line.amountCents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
