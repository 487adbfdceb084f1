import { RenewalTiming } from '@citybook/contract';
import type { VoucherRow } from '../../../db/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const periodMs = { month: 30 * DAY_MS, year: 365 * DAY_MS } as const;
export type SubscriptionPeriod = keyof typeof periodMs;

/** How long a renewal or card update holds its claim; a pending charge older is reconciled. */
export const CHARGE_LEASE_MS = 10 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The end of the next period. A renewal continues from the old end when it is recent, so a member
 * loses no days; after a gap longer than the retries it starts from now, so a member pays for no
 * days already gone.
 */
export function nextPeriodEnd(previousEnd: string, period: SubscriptionPeriod, now: Date): string {
  const lastRetryDays = RenewalTiming.retryAfterDays.at(-1) ?? 0;
  const start = Math.max(Date.parse(previousEnd), now.getTime() - (lastRetryDays + 1) * DAY_MS);
  let end = start + periodMs[period];
  while (end <= now.getTime()) end += periodMs[period];
  return iso(end);
}

export function firstPeriodEnd(period: SubscriptionPeriod, now: Date): string {
  return iso(now.getTime() + periodMs[period]);
}

/** The renewal is charged from RenewalTiming.leadHours before the period ends. */
export function renewalDueAt(periodEnd: string): string {
  return iso(Date.parse(periodEnd) - RenewalTiming.leadHours * HOUR_MS);
}

/**
 * When a renewal declined `declines` times (counting from the first failure) is tried again;
 * null when the retries are spent and the subscription ends.
 */
export function retryAt(firstFailure: string, declines: number): string | null {
  const days = RenewalTiming.retryAfterDays[declines - 1];
  return days === undefined ? null : iso(Date.parse(firstFailure) + days * DAY_MS);
}

export function leaseUntil(now: Date): string {
  return iso(now.getTime() + CHARGE_LEASE_MS);
}

/** ACTIVATION-1 isDeactivatedFuture: a renewal failed and is being retried (past due). */
export function isDeactivatedFuture(voucher: VoucherRow): boolean {
  return voucher.kind === 'SUB' && voucher.subscription_status === 'pastDue';
}

/**
 * A live subscription that gives way to a new one: its period is over and nothing here renews it
 * (cancelled, or billed by a store that has not said it renewed).
 */
export function isOverAndNotRenewing(
  subscription: Pick<VoucherRow, 'offers_valid_to' | 'subscription_status' | 'subscription_source'>,
  at: string,
): boolean {
  const renewedHere =
    subscription.subscription_source === 'card' && subscription.subscription_status !== 'cancelled';
  return subscription.offers_valid_to <= at && !renewedHere;
}
