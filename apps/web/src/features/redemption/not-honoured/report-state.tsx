import { NotHonouredReasonText, NotHonouredText } from '@citybook/contract/redemption';
import type { MemberNotHonouredReport } from '@citybook/contract/redemption';
import { formatRedeemedDate } from '../format-redeemed-at.ts';
import styles from './report-state.module.css';

/** MERCHANT-10, MERCHANT-11: one report in the Savings Tracker: what, where it stands, and why. */
export function ReportState({ report }: { report: MemberNotHonouredReport }) {
  const resolved = report.state === 'restored' || report.state === 'dismissed';
  return (
    <article className={resolved ? `${styles.report} ${styles.resolved}` : styles.report}>
      <h3 className={styles.merchant}>{report.merchantName}</h3>
      <p>{report.offerTitle}</p>
      <p className={styles.meta}>
        <span>{NotHonouredReasonText[report.reason]}</span>
        <span>
          {NotHonouredText.reportedOn}{' '}
          <time dateTime={report.reportedAt}>{formatRedeemedDate(report.reportedAt)}</time>
        </span>
      </p>
      <p className={styles.state}>{NotHonouredText.state[report.state]}</p>
      {report.state === 'open' && report.restoredAt !== null ? (
        <p>{NotHonouredText.restoredAtOnce}</p>
      ) : null}
      {report.operatorReason !== null ? (
        <p className={styles.operator}>
          <span className={styles.operatorLabel}>{NotHonouredText.operatorSaid}</span>{' '}
          {report.operatorReason}
        </p>
      ) : null}
    </article>
  );
}
