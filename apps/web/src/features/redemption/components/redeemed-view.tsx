import { formatDollars, RedeemText } from '@citybook/contract';
import type { Offer, Redemption } from '@citybook/contract';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useBackGuard } from '../../../components/dialog/use-back-guard.ts';
import { formatRedeemedAt } from '../format-redeemed-at.ts';
import { RedemptionContent } from './redemption-content.tsx';
import styles from './redeemed-view.module.css';
import { ShareButton } from './share-button.tsx';

interface RedeemedViewProps {
  offer: Offer;
  redemption: Redemption;
  /** The member is done with the coupon: leave the page. */
  onDone: () => void;
}

/** Spec §4: the redeemed coupon, shown at the counter until the member says they are done. */
export function RedeemedView({ offer, redemption, onDone }: RedeemedViewProps) {
  const confirm = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);
  const counterId = useId();

  useEffect(() => {
    // The Redeem button that had focus is gone: start reading at the coupon.
    heading.current?.focus();
  }, []);

  // Spec §4: the coupon cannot be shown again once left, so Back asks first, like Done.
  const finish = useBackGuard(async (release) => {
    const done = await confirm({
      title: RedeemText.doneTitle,
      message: RedeemText.doneWithCoupon,
      confirmLabel: 'Done',
    });
    if (!done) return;
    await release();
    onDone();
  });

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.merchant}>{redemption.merchantName}</p>
        <h1 ref={heading} tabIndex={-1} className={styles.heading}>
          {offer.title}
        </h1>
      </header>
      <section className={styles.counter} aria-labelledby={counterId}>
        <h2 id={counterId} className={styles.subheading}>
          Show this at the counter
        </h2>
        <RedemptionContent offer={offer} />
        <p className={styles.status}>
          Redeemed{' '}
          <time dateTime={redemption.redeemedAt}>{formatRedeemedAt(redemption.redeemedAt)}</time>
        </p>
        {redemption.savings > 0 ? (
          <p className={styles.savings}>You saved {formatDollars(redemption.savings)}</p>
        ) : null}
      </section>
      <div className={styles.actions}>
        <ShareButton merchantName={redemption.merchantName} savings={redemption.savings} />
        <Button onClick={finish}>Done</Button>
      </div>
    </article>
  );
}
