import { formatClock } from './format-counter-time.ts';
import styles from './live-clock.module.css';
import { CounterText } from './counter-text.ts';

/**
 * The device's time to the second, for staff to compare with their own clock. A timer role that
 * is not announced: a screen reader reading it every second would drown everything else.
 */
export function LiveClock({ now }: { now: Date }) {
  return (
    <p className={styles.clock} role="timer" aria-live="off" aria-label={CounterText.clockLabel}>
      <time dateTime={now.toISOString()}>{formatClock(now)}</time>
    </p>
  );
}
