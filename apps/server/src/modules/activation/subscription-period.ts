import type { VoucherRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

const DAY_MS = 86_400_000;
const periodMs = { month: 30 * DAY_MS, year: 365 * DAY_MS } as const;
export type SubscriptionPeriod = keyof typeof periodMs;

/** After a failed renewal the member has this long to update the card before the end. */
export const RENEWAL_GRACE_DAYS = 14;
/** A failed renewal is tried again (with the same card) at most this often. */
export const RENEWAL_RETRY_MS = DAY_MS;

/**
 * The end of the next period. A renewal continues from the old end when it is recent, so a member
 * loses no days; after a long gap it starts from now, so a member pays for no days already gone.
 */
export function nextPeriodEnd(previousEnd: string, period: SubscriptionPeriod, now: Date): string {
  const start = Math.max(Date.parse(previousEnd), now.getTime() - RENEWAL_GRACE_DAYS * DAY_MS);
  let end = start + periodMs[period];
  while (end <= now.getTime()) end += periodMs[period];
  return new Date(end).toISOString();
}

export function firstPeriodEnd(period: SubscriptionPeriod, now: Date): string {
  return new Date(now.getTime() + periodMs[period]).toISOString();
}

/** When the grace period after a failed renewal ends the subscription for good. */
export function graceEnd(periodEnd: string): string {
  return new Date(Date.parse(periodEnd) + RENEWAL_GRACE_DAYS * DAY_MS).toISOString();
}

/** Spec §3 isDeactivatedFuture: a subscription whose renewal failed, still in its grace period. */
export function isDeactivatedFuture(voucher: VoucherRow, now = nowIso()): boolean {
  return (
    voucher.kind === 'SUB' &&
    voucher.deactivated_at === null &&
    voucher.renewal_failed_at !== null &&
    now < graceEnd(voucher.offers_valid_to)
  );
}
