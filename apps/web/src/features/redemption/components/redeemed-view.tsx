import type { Offer } from '@citybook/contract/catalog';
import { RedeemText } from '@citybook/contract/redemption';
import type { Redemption } from '@citybook/contract/redemption';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useBackGuard } from '../../../components/dialog/use-back-guard.ts';
import { CounterScreen } from '../counter/counter-screen.tsx';
import type { CounterMember } from '../counter/member-name.ts';
import styles from './redeemed-view.module.css';
import { ShareButton } from './share-button.tsx';

interface RedeemedViewProps {
  offer: Offer;
  redemption: Redemption;
  /** The member is done with the coupon: leave the page. */
  onDone: () => void;
  /** Who redeemed, from the profile on the device: staff see "Jane D." (counter/member-name.ts). */
  member?: CounterMember | null;
  /** Recorded on the device with no signal, waiting to be sent (issue #16 item 2). */
  madeOffline?: boolean;
}

/** REDEEM-3: the redeemed coupon, shown at the counter until the member says they are done. */
export function RedeemedView({
  offer,
  redemption,
  onDone,
  member,
  madeOffline,
}: RedeemedViewProps) {
  const confirm = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The Redeem button that had focus is gone: start reading at the coupon.
    heading.current?.focus();
  }, []);

  // REDEEM-3: the coupon cannot be shown again once left, so Back asks first, like Done.
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
      <CounterScreen
        offer={offer}
        redemption={redemption}
        member={member}
        madeOffline={madeOffline}
      />
      <div className={styles.actions}>
        <ShareButton merchantName={redemption.merchantName} savings={redemption.savings} />
        <Button onClick={finish}>Done</Button>
      </div>
    </article>
  );
}
