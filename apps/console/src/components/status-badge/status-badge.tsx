import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type StatusTone = 'live' | 'retired' | 'upcoming' | 'ended';

/** Where a row stands, as a small coloured label in a grid cell or beside a heading. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

/** OPERATOR-10: live (members see it) or retired (hidden from members, kept). */
export function RetiredBadge({ retired }: { retired: boolean }) {
  return retired ? (
    <StatusBadge tone="retired">Retired</StatusBadge>
  ) : (
    <StatusBadge tone="live">Live</StatusBadge>
  );
}
