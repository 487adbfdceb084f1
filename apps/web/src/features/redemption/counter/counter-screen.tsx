import { COUNTER_LIVE_MS } from '@citybook/contract/app';
import type { Offer } from '@citybook/contract/catalog';
import { formatDollars } from '@citybook/contract/redemption';
import type { Redemption } from '@citybook/contract/redemption';
import { useId } from 'react';
import { RedemptionContent } from '../components/redemption-content.tsx';
import { formatRedeemedAt } from '../format-redeemed-at.ts';
import { CounterCode } from './counter-code.tsx';
import styles from './counter-screen.module.css';
import { formatRedeemedAgo } from './format-counter-time.ts';
import { LiveBand } from './live-band.tsx';
import { LiveClock } from './live-clock.tsx';
import { memberDisplayName } from './member-name.ts';
import type { CounterMember } from './member-name.ts';
import { useFullBrightness } from './use-full-brightness.ts';
import { useSecondTick } from './use-second-tick.ts';
import { useWakeLock } from './use-wake-lock.ts';
import { CounterText } from './counter-text.ts';

interface CounterScreenProps {
  offer: Offer;
  redemption: Redemption;
  member?: CounterMember | null | undefined;
  madeOffline?: boolean | undefined;
}

/**
 * Issue #16 item 3: what staff look at. For COUNTER_LIVE_MS after the redemption it runs a clock
 * and a moving band (what a screenshot cannot fake), keeps the screen awake and bright; after
 * that only the code stays, for staff to check.
 */
export function CounterScreen({ offer, redemption, member, madeOffline }: CounterScreenProps) {
  const headingId = useId();
  // From the redemption's own moment, not from when the screen was shown: showing it again later
  // (a reload, a restored tab) must not make an old redemption look fresh.
  const endsAt = new Date(redemption.redeemedAt).getTime() + COUNTER_LIVE_MS;
  const now = useSecondTick(endsAt);
  const live = now.getTime() < endsAt;
  useWakeLock(live);
  useFullBrightness(live);
  const name = memberDisplayName(member);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      {live ? <LiveBand /> : null}
      <h2 id={headingId} className={styles.heading}>
        Show this at the counter
      </h2>
      {live ? (
        <LiveClock now={now} />
      ) : (
        <p className={styles.ended} role="status">
          {CounterText.ended(COUNTER_LIVE_MS / 60_000)}
        </p>
      )}
      {name ? <p className={styles.member}>{CounterText.redeemedBy(name)}</p> : null}
      {/* Issue #32 item 4: what staff check comes first and largest, the coupon's code after. */}
      <CounterCode code={redemption.verificationCode} />
      <RedemptionContent offer={offer} />
      <p className={styles.status}>
        Redeemed{' '}
        <time dateTime={redemption.redeemedAt}>
          {live
            ? formatRedeemedAgo(redemption.redeemedAt, now)
            : formatRedeemedAt(redemption.redeemedAt)}
        </time>
      </p>
      {madeOffline ? <p className={styles.offline}>{CounterText.madeOffline}</p> : null}
      {redemption.savings > 0 ? (
        <p className={styles.savings}>You saved {formatDollars(redemption.savings)}</p>
      ) : null}
    </section>
  );
}
