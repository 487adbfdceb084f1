import { OfflineRedeemText, formatDollars } from '@citybook/contract/redemption';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { formatRedeemedAt } from '../format-redeemed-at.ts';
import { isWaiting, type OfflineRedemption } from '../offline/offline-redemption.ts';
import { forgetOffline } from '../offline/offline-store.ts';
import {
  offlineRedemptionsQueryKey,
  useOfflineRedemptions,
} from '../offline/use-offline-redemptions.ts';
import styles from './savings-page.module.css';

/**
 * The Savings Tracker's coupons redeemed on this device with no signal (issue #16): those not
 * recorded, each with the server's reason until the member dismisses it, and those waiting to be
 * sent. Nothing when there are none.
 */
export function KeptRedemptions({ userId }: { userId: number }) {
  const kept = useOfflineRedemptions(userId);
  const queryClient = useQueryClient();
  const refusedId = useId();
  const waitingId = useId();
  const refused = kept.filter((entry) => !isWaiting(entry));
  const waiting = kept.filter(isWaiting);

  const dismiss = async (entry: OfflineRedemption) => {
    await forgetOffline(entry.idempotencyKey);
    await queryClient.invalidateQueries({ queryKey: offlineRedemptionsQueryKey });
  };

  return (
    <>
      {refused.length === 0 ? null : (
        <section className={styles.section} aria-labelledby={refusedId}>
          <h2 id={refusedId} className={styles.subheading}>
            {OfflineRedeemText.refusedHeading}
          </h2>
          <ul className={styles.list}>
            {refused.map((entry) => (
              <li key={entry.idempotencyKey} className={`${styles.row} ${styles.refused}`}>
                <p>
                  {OfflineRedeemText.refusedRow(
                    entry.offerTitle,
                    entry.merchantName,
                    formatRedeemedAt(entry.redeemedAt),
                    entry.refusal ?? '',
                  )}
                </p>
                <Button
                  className={styles.dismiss}
                  variant="secondary"
                  aria-label={`${OfflineRedeemText.dismiss}: ${entry.offerTitle}`}
                  onClick={() => void dismiss(entry)}
                >
                  {OfflineRedeemText.dismiss}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {waiting.length === 0 ? null : (
        <section className={styles.section} aria-labelledby={waitingId}>
          <h2 id={waitingId} className={styles.subheading}>
            {OfflineRedeemText.waitingHeading}
          </h2>
          <ul className={styles.list}>
            {waiting.map((entry) => (
              <li key={entry.idempotencyKey} className={styles.row}>
                <div className={styles.details}>
                  <h3 className={styles.merchant}>{entry.merchantName}</h3>
                  <p>{entry.offerTitle}</p>
                  <p className={styles.meta}>
                    <span className={styles.saved}>Saves {formatDollars(entry.savings)}</span>
                    <span>{OfflineRedeemText.waitingRow(formatRedeemedAt(entry.redeemedAt))}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
