import {
  canReportNotHonoured,
  formatDollars,
  NotHonouredText,
} from '@citybook/contract/redemption';
import type {
  MemberNotHonouredReport,
  NotHonouredResult,
  Redemption,
} from '@citybook/contract/redemption';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden.tsx';
import { CounterText } from '../counter/counter-text.ts';
import { formatRedeemedDate } from '../format-redeemed-at.ts';
import styles from './savings-page.module.css';
import { ShareButton } from './share-button.tsx';
import { NotHonouredButton } from '../not-honoured/not-honoured-button.tsx';

interface SavingsRowProps {
  redemption: Redemption;
  /** MERCHANT-10: the member's report of this redemption, if they made one. */
  report?: MemberNotHonouredReport | undefined;
  /** Whether the member can still report it (within the window, no report yet, online). */
  reportable?: boolean;
  onReported?: (result: NotHonouredResult) => void;
}

/** One redemption on the savings tracker. */
export function SavingsRow({
  redemption,
  report,
  reportable = false,
  onReported,
}: SavingsRowProps) {
  return (
    <article className={styles.row}>
      <div className={styles.details}>
        <h3 className={styles.merchant}>{redemption.merchantName}</h3>
        <p>{redemption.offerTitle}</p>
        <p className={styles.meta}>
          <span className={styles.saved}>Saved {formatDollars(redemption.savings)}</span>
          <time dateTime={redemption.redeemedAt}>{formatRedeemedDate(redemption.redeemedAt)}</time>
        </p>
        {/* Issue #32 item 4: the code staff check, still here once the counter screen is gone. */}
        <p className={styles.code}>
          {CounterText.codeLabel}{' '}
          <span className={styles.codeValue} aria-hidden="true">
            {CounterText.codeGrouped(redemption.verificationCode)}
          </span>
          <VisuallyHidden>{CounterText.codeSpelled(redemption.verificationCode)}</VisuallyHidden>
        </p>
        {report ? (
          <p className={styles.reported}>
            {NotHonouredText.reportedOn}: {NotHonouredText.state[report.state]}
          </p>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        <ShareButton
          merchantName={redemption.merchantName}
          savings={redemption.savings}
          aria-label={`Share your savings at ${redemption.merchantName}`}
        />
        {/* MERCHANT-10: within the window after redeeming, and once. */}
        {!report && reportable && canReportNotHonoured(redemption.redeemedAt, new Date()) ? (
          <NotHonouredButton
            redemptionId={redemption.id}
            merchantName={redemption.merchantName}
            {...(onReported ? { onReported } : {})}
          />
        ) : null}
      </div>
    </article>
  );
}
