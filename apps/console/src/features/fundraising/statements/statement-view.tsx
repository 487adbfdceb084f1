import type { CampaignStatement } from '@citybook/contract/fundraising';
import { formatDateTime, formatCount } from '../../../lib/format.ts';
import { formatDollars } from '../campaign-words.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';

/*
 * FUNDRAISING-12: a campaign's statement as the operator and the leader see it: the figures up to
 * now, the payouts so far, and its PDF and CSV (the same figures, from the same statement).
 */

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;
/** An amount taken off: "-$19.99", and "$0.00" (never "-$0.00") for none. */
const minus = (cents: number) => formatDollars(cents === 0 ? 0 : -cents);

export function StatementView({
  statement,
  pdfHref,
  csvHref,
}: {
  statement: CampaignStatement;
  pdfHref: string;
  csvHref: string;
}) {
  const overpaid = statement.balanceCents < 0;
  return (
    <>
      <section className={parts.section} aria-labelledby="statement-figures">
        <div className={parts.sectionHead}>
          <h2 id="statement-figures" className={parts.sectionTitle}>
            Statement as of {formatDateTime(statement.asOf)}
          </h2>
          <div className={styles.downloads}>
            <a href={pdfHref} download>
              Download PDF
            </a>
            <a href={csvHref} download>
              Download CSV
            </a>
          </div>
        </div>
        <div className={parts.tableWrap}>
          <table className={parts.table} aria-label="Statement">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col" className={parts.number}>
                  Count
                </th>
                <th scope="col" className={parts.number}>
                  Amount ({statement.currency})
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Sales</th>
                <td className={parts.number}>{formatCount(statement.sales.count)}</td>
                <td className={parts.number}>{formatDollars(statement.sales.amountCents)}</td>
              </tr>
              <tr>
                <th scope="row">Refunds</th>
                <td className={parts.number}>{formatCount(statement.refunds.count)}</td>
                <td className={parts.number}>{minus(statement.refunds.amountCents)}</td>
              </tr>
              <tr>
                <th scope="row">Net sales</th>
                <td />
                <td className={parts.number}>{formatDollars(statement.netCents)}</td>
              </tr>
              <tr>
                <th scope="row">Commission at {percent(statement.commissionBasisPoints)}</th>
                <td />
                <td className={parts.number}>{formatDollars(statement.commissionCents)}</td>
              </tr>
              <tr>
                <th scope="row">Paid so far</th>
                <td className={parts.number}>{formatCount(statement.payouts.length)}</td>
                <td className={parts.number}>{minus(statement.paidCents)}</td>
              </tr>
              <tr>
                <th scope="row">
                  {overpaid ? 'Overpaid, carried to the next payout' : 'Balance due to the group'}
                </th>
                <td />
                <td className={parts.number}>
                  <strong>{formatDollars(statement.balanceCents)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p className={parts.muted}>
          The statement covers every sale and refund up to now; a refund after a payout lowers the
          commission here and carries into the balance.
        </p>
      </section>
      <section className={parts.section} aria-labelledby="statement-payouts">
        <h2 id="statement-payouts" className={parts.sectionTitle}>
          Payouts ({statement.payouts.length})
        </h2>
        {statement.payouts.length === 0 ? (
          <p className={parts.muted}>No payout yet.</p>
        ) : (
          <div className={parts.tableWrap}>
            <table className={parts.table} aria-label="Payouts">
              <thead>
                <tr>
                  <th scope="col">Paid on</th>
                  <th scope="col">Reference</th>
                  <th scope="col" className={parts.number}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement.payouts.map((payout) => (
                  <tr key={payout.id}>
                    <td>{payout.paidOn}</td>
                    <td>{payout.note}</td>
                    <td className={parts.number}>{formatDollars(payout.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
