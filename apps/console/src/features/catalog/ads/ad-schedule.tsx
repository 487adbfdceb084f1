import type { AdSchedule } from '@citybook/contract/catalog';
import styles from './ads.module.css';

/** How each standing of an ad reads: where its run stands today, or retired. */
const LABELS = {
  scheduled: 'Scheduled',
  running: 'Running',
  ended: 'Ended',
  retired: 'Retired',
} as const satisfies Record<AdSchedule | 'retired', string>;

/**
 * OPERATOR-10: where an ad stands, as a badge: retired (members never see it), else where its
 * run stands today in its market (the server reads the market's day).
 */
export function AdStanding({ schedule, retired }: { schedule: AdSchedule; retired: boolean }) {
  const standing = retired ? 'retired' : schedule;
  return <span className={`${styles.badge} ${styles[standing]}`}>{LABELS[standing]}</span>;
}

/** An ad's days as a range, e.g. "2026-12-01 – 2026-12-24" or "from 2026-12-01". */
export function runText(run: { startsOn: string | null; endsOn: string | null }): string {
  if (run.startsOn === null) return run.endsOn === null ? 'Always' : `until ${run.endsOn}`;
  return run.endsOn === null ? `from ${run.startsOn}` : `${run.startsOn} – ${run.endsOn}`;
}
