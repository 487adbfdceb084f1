import * as z from 'zod/mini';
import { ErrorCode } from '../app/errors.ts';
import { idParamSchema } from '../app/ids.ts';
import { errorAnswer } from '../endpoint.ts';
import { verificationCodeSchema } from './verification-code.ts';

/*
 * MERCHANT-10: a member reports that a coupon was not honoured at the counter. The rules, shapes
 * and words the member's app, the server and the console share (ADR 0047).
 */

/** MERCHANT-10: a redemption can be reported within this long of its moment. */
export const NOT_HONOURED_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * MERCHANT-10: at most this many reports per member in any NOT_HONOURED_LIMIT_DAYS days (a
 * rolling window, ADR 0047). Reports that restored nothing count too.
 */
export const NOT_HONOURED_LIMIT = 3;
export const NOT_HONOURED_LIMIT_DAYS = 30;

/** The longest note a member may add. */
export const NOT_HONOURED_NOTE_MAX = 500;

/** MERCHANT-10: why a coupon was not honoured, in the member's words. */
export const NOT_HONOURED_REASONS = [
  'staffRefused',
  'closed',
  'offerUnavailable',
  'chargedMore',
  'other',
] as const;
export type NotHonouredReason = (typeof NOT_HONOURED_REASONS)[number];

export const NotHonouredReasonText: Record<NotHonouredReason, string> = {
  staffRefused: 'Staff refused the coupon',
  closed: 'The business was closed',
  offerUnavailable: 'The offer was not available',
  chargedMore: 'Charged more than the offer said',
  other: 'Other',
};

/**
 * MERCHANT-11: where a report stands. `open` and `merchantContacted` wait for the operator
 * (`merchantContacted` is a step, not an end: the operator resolves it later); `restored` and
 * `dismissed` are resolved.
 */
export const NOT_HONOURED_STATES = ['open', 'merchantContacted', 'restored', 'dismissed'] as const;
export type NotHonouredState = (typeof NOT_HONOURED_STATES)[number];
export const NOT_HONOURED_UNRESOLVED: readonly NotHonouredState[] = ['open', 'merchantContacted'];

/** Whether the redemption at `redeemedAt` can still be reported at `now` (MERCHANT-10). */
export function canReportNotHonoured(redeemedAt: string, now: Date): boolean {
  return now.getTime() - new Date(redeemedAt).getTime() <= NOT_HONOURED_WINDOW_MS;
}

export const notHonouredParamsSchema = z.object({ redemptionId: idParamSchema });

export const notHonouredRequestSchema = z.object({
  reason: z.enum(NOT_HONOURED_REASONS, 'Please choose what happened.'),
  note: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          NOT_HONOURED_NOTE_MAX,
          `Please use at most ${String(NOT_HONOURED_NOTE_MAX)} characters.`,
        ),
      ),
  ),
});
export type NotHonouredRequest = z.infer<typeof notHonouredRequestSchema>;

/** A report as the member who made it sees it (the Savings Tracker). */
export const memberNotHonouredReportSchema = z.object({
  id: z.number(),
  /** The redemption reported; it no longer exists once the coupon was restored. */
  redemptionId: z.number(),
  merchantName: z.string(),
  offerTitle: z.string(),
  verificationCode: verificationCodeSchema,
  redeemedAt: z.string(),
  reportedAt: z.string(),
  reason: z.enum(NOT_HONOURED_REASONS),
  note: z.nullable(z.string()),
  state: z.enum(NOT_HONOURED_STATES),
  /** When the coupon was restored (at once, or by the operator); null while it stays redeemed. */
  restoredAt: z.nullable(z.string()),
  /** MERCHANT-11: the operator's words to the member with their latest step; null before one. */
  operatorReason: z.nullable(z.string()),
  operatorActedAt: z.nullable(z.string()),
});
export type MemberNotHonouredReport = z.infer<typeof memberNotHonouredReportSchema>;
export const memberNotHonouredReportListSchema = z.array(memberNotHonouredReportSchema);

/** The answer to a report: the report, and what it did. */
export const notHonouredResultSchema = z.object({
  report: memberNotHonouredReportSchema,
  /** MERCHANT-10: the coupon can be redeemed again (nobody had checked it at the counter). */
  restored: z.boolean(),
  message: z.string(),
});
export type NotHonouredResult = z.infer<typeof notHonouredResultSchema>;

/** MERCHANT-10: the refusals of a report. */
export const NotHonouredMemberErrors = {
  unknownRedemption: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  reportWindowClosed: errorAnswer({ status: 409, code: ErrorCode.reportWindowClosed }),
  alreadyReported: errorAnswer({ status: 409, code: ErrorCode.alreadyReported }),
  reportLimitReached: errorAnswer({ status: 409, code: ErrorCode.reportLimitReached }),
} as const;

/** MERCHANT-10: what the member reads about reporting a coupon not honoured. */
export const NotHonouredText = {
  action: 'Not honoured?',
  /** The button's name where several are on a page: it starts with what it shows. */
  actionLabel: (merchantName: string) => `Not honoured? Report the coupon at ${merchantName}`,
  title: 'Coupon not honoured?',
  intro: (merchantName: string, hours: number) =>
    `If ${merchantName} did not honour this coupon, tell us within ${String(hours)} hours of redeeming. We read every report.`,
  reasonLabel: 'What happened?',
  noteLabel: 'Anything else we should know? (optional)',
  submit: 'Send report',
  cancel: 'Cancel',
  close: 'Close',
  sending: 'Sending…',
  restored:
    'Thank you. Your coupon is restored: you can redeem it again. We will also look into what happened.',
  waiting:
    'Thank you. Staff checked this coupon at the counter, so it stays redeemed while our team looks into it. We will tell you here what we decide.',
  windowClosed: (hours: number) =>
    `A coupon can be reported within ${String(hours)} hours of redeeming it.`,
  alreadyReported: 'You have already reported this coupon.',
  unknownRedemption: 'This redemption no longer exists.',
  /** MERCHANT-10: the limit's message says when the member can report again. */
  limitReached: (limit: number, days: number, againAt: string) =>
    `You can report at most ${String(limit)} coupons in ${String(days)} days. You can report again after ${againAt}.`,
  failed: 'We could not send your report. Please try again.',
  reportsHeading: 'Your reports',
  reportedOn: 'Reported',
  /** The state of a report, for the member. */
  state: {
    open: 'Our team is looking into it',
    merchantContacted: 'We contacted the business',
    restored: 'Resolved: coupon restored',
    dismissed: 'Resolved: closed',
  } satisfies Record<NotHonouredState, string>,
  restoredAtOnce: 'Coupon restored at once',
  operatorSaid: 'Our team:',
} as const;
