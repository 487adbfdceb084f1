import { formatDollars } from '@citybook/contract/redemption';
import type { Redemption } from '@citybook/contract/redemption';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden.tsx';
import { CounterText } from '../counter/counter-text.ts';
import { formatRedeemedDate } from '../format-redeemed-at.ts';
import styles from './savings-page.module.css';
import { ShareButton } from './share-button.tsx';

/** One redemption on the savings tracker. */
export function SavingsRow({ redemption }: { redemption: Redemption }) {
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
      </div>
      <ShareButton
        merchantName={redemption.merchantName}
        savings={redemption.savings}
        aria-label={`Share your savings at ${redemption.merchantName}`}
      />
    </article>
  );
}
