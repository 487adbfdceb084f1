import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { insertNotice, withdrawNotices } from '../repositories/notice-repo.ts';
import type { ScheduledKind, ScheduledPayloads } from './notice-kinds.ts';

export interface NoticeToSchedule<K extends ScheduledKind> {
  kind: K;
  /** Names the notice once: see `noticeKeys`. */
  key: string;
  userId: number;
  dueAt: Date;
  payload: ScheduledPayloads[K];
}

/**
 * NOTICE-1: schedules a mail as a job, in the caller's transaction (the event's own: a charge's
 * receipt is written with the charge, or not at all). The same key scheduled again is one notice.
 */
export async function scheduleNotice<K extends ScheduledKind>(
  trx: Kysely<DB>,
  notice: NoticeToSchedule<K>,
  now: Date = new Date(),
): Promise<void> {
  await insertNotice(
    trx,
    {
      key: notice.key,
      kind: notice.kind,
      userId: notice.userId,
      payload: JSON.stringify(notice.payload),
      dueAt: notice.dueAt.toISOString(),
    },
    now.toISOString(),
  );
}

/** Withdraws notices not sent yet (a cancellation withdraws the renewal notice). */
export async function withdrawNotice(trx: Kysely<DB>, ...keys: string[]): Promise<void> {
  await withdrawNotices(trx, keys);
}

/**
 * The keys that name each notice once (ADR 0036): by ledger row, or by subscription and the period
 * end it is about, or by book and threshold.
 */
export const noticeKeys = {
  receipt: (paymentId: number) => `receipt:${String(paymentId)}`,
  refundReceipt: (paymentId: number) => `refund:${String(paymentId)}`,
  subscriptionAcknowledgment: (voucherId: number) => `acknowledgment:${String(voucherId)}`,
  renewalNotice: (voucherId: number, periodEnd: string) =>
    `renewal-notice:${String(voucherId)}:${periodEnd}`,
  yearlyReminder: (voucherId: number, anniversary: string) =>
    `yearly-reminder:${String(voucherId)}:${anniversary}`,
  priceChange: (voucherId: number, effectiveAt: string) =>
    `price-change:${String(voucherId)}:${effectiveAt}`,
  renewalFailed: (voucherId: number, periodEnd: string, attempt: number) =>
    `renewal-failed:${String(voucherId)}:${periodEnd}:${String(attempt)}`,
  subscriptionEnded: (voucherId: number) => `ended:${String(voucherId)}`,
  cancellation: (voucherId: number, periodEnd: string) =>
    `cancellation:${String(voucherId)}:${periodEnd}`,
  bookExpiry: (voucherId: number, daysLeft: number) =>
    `book-expiry:${String(voucherId)}:${String(daysLeft)}`,
  welcome: (userId: number) => `welcome:${String(userId)}`,
  /** NOTICE-12: a push when a redemption made offline reaches the server. */
  redemptionSynced: (redemptionId: number) => `redemption-synced:${String(redemptionId)}`,
} as const;
