import type { Offer } from '@citybook/contract/catalog';
import { NotHonouredText, RedeemText } from '@citybook/contract/redemption';
import type { NotHonouredResult, Redemption } from '@citybook/contract/redemption';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useBackGuard } from '../../../components/dialog/use-back-guard.ts';
import { CounterScreen } from '../counter/counter-screen.tsx';
import type { CounterMember } from '../counter/member-name.ts';
import styles from './redeemed-view.module.css';
import { ShareButton } from './share-button.tsx';
import { NotHonouredButton } from '../not-honoured/not-honoured-button.tsx';

interface RedeemedViewProps {
  offer: Offer;
  redemption: Redemption;
  /** The member is done with the coupon: leave the page. */
  onDone: () => void;
  /** Who redeemed, from the profile on the device: staff see "Jane D." (counter/member-name.ts). */
  member?: CounterMember | null;
  /** Recorded on the device with no signal, waiting to be sent (issue #16 item 2). */
  madeOffline?: boolean;
  /**
   * MERCHANT-10: the member reported the coupon not honoured and it was restored: leave the
   * counter screen (the coupon can be redeemed again).
   */
  onRestored?: () => void;
}

/** REDEEM-3: the redeemed coupon, shown at the counter until the member says they are done. */
export function RedeemedView({
  offer,
  redemption,
  onDone,
  member,
  madeOffline,
  onRestored,
}: RedeemedViewProps) {
  const confirm = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);
  const [reported, setReported] = useState<NotHonouredResult | null>(null);

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
      {reported ? (
        <p className={styles.reported} role="status">
          {NotHonouredText.state[reported.report.state]}
        </p>
      ) : null}
      <div className={styles.actions}>
        <ShareButton merchantName={redemption.merchantName} savings={redemption.savings} />
        {/* MERCHANT-10: a redemption the server has (one made offline is not there yet). */}
        {!madeOffline && !reported ? (
          <NotHonouredButton
            redemptionId={redemption.id}
            merchantName={redemption.merchantName}
            onReported={(result) => {
              if (result.restored) onRestored?.();
              else setReported(result);
            }}
          />
        ) : null}
        <Button onClick={finish}>Done</Button>
      </div>
    </article>
  );
}
