import * as z from 'zod/mini';
import { ErrorCode } from '../app/errors.ts';
import { idParamSchema } from '../app/ids.ts';
import { optionalIdFilter } from '../console-fields.ts';
import { errorAnswer } from '../endpoint.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import type { StaffRole } from '../staff/staff-access.ts';
import { NOT_HONOURED_REASONS, NOT_HONOURED_STATES } from './not-honoured.ts';

/*
 * MERCHANT-11: the console's queue of coupons reported not honoured, and how an operator
 * resolves one (ADR 0047).
 */

/** MERCHANT-11: who works the queue. */
export const NOT_HONOURED_STAFF = ['owner', 'support'] as const satisfies readonly StaffRole[];

export const NOT_HONOURED_GRID_SORTS = ['reportedAt', 'merchant'] as const;
/** The queue's state filter: `unresolved` (open and merchant contacted), one state, or all. */
export const NOT_HONOURED_STATE_FILTERS = ['unresolved', ...NOT_HONOURED_STATES, 'all'] as const;
export type NotHonouredStateFilter = (typeof NOT_HONOURED_STATE_FILTERS)[number];

/**
 * The queue: unresolved reports first, then by the sort (oldest first by default: the one waiting
 * longest is worked first). The text filter finds a part of the merchant's name or a verification
 * code.
 */
export const notHonouredGridQuerySchema = z.extend(gridQuerySchema(NOT_HONOURED_GRID_SORTS), {
  state: z._default(z.enum(NOT_HONOURED_STATE_FILTERS), 'unresolved'),
  marketId: optionalIdFilter,
});
export type NotHonouredGridQuery = z.infer<typeof notHonouredGridQuerySchema>;

export const notHonouredGridRowSchema = z.object({
  id: z.number(),
  reportedAt: z.string(),
  merchantId: z.number(),
  merchantName: z.string(),
  offerTitle: z.string(),
  marketTitle: z.nullable(z.string()),
  reason: z.enum(NOT_HONOURED_REASONS),
  verificationCode: z.string(),
  /** Staff had checked the redemption when it was reported: it was not restored at once. */
  checked: z.boolean(),
  /** The coupon is restored (at once, or by an operator). */
  restored: z.boolean(),
  state: z.enum(NOT_HONOURED_STATES),
});
export type NotHonouredGridRow = z.infer<typeof notHonouredGridRowSchema>;
export const notHonouredGridPageSchema = gridPageSchema(notHonouredGridRowSchema);
export type NotHonouredGridPage = z.infer<typeof notHonouredGridPageSchema>;

export const notHonouredReportParamsSchema = z.object({ reportId: idParamSchema });

/** MERCHANT-11: a report as the operator sees it. */
export const notHonouredReportSchema = z.object({
  id: z.number(),
  redemptionId: z.number(),
  reportedAt: z.string(),
  redeemedAt: z.string(),
  merchantId: z.number(),
  merchantName: z.string(),
  offerId: z.number(),
  offerTitle: z.string(),
  marketTitle: z.nullable(z.string()),
  verificationCode: z.string(),
  reason: z.enum(NOT_HONOURED_REASONS),
  note: z.nullable(z.string()),
  /** When staff first checked the redemption, as the report found it; null: never checked. */
  checkedAt: z.nullable(z.string()),
  restoredAt: z.nullable(z.string()),
  state: z.enum(NOT_HONOURED_STATES),
  /** The member, for support's member page; null once the account was deleted. */
  member: z.nullable(z.object({ id: z.number(), email: z.string(), name: z.string() })),
  /** The latest operator step: what the member was told, by whom and when. */
  operatorReason: z.nullable(z.string()),
  operatorActedAt: z.nullable(z.string()),
  operatorEmail: z.nullable(z.string()),
});
export type NotHonouredReport = z.infer<typeof notHonouredReportSchema>;

/** MERCHANT-11: what an operator does with a report. */
export const NOT_HONOURED_ACTIONS = ['restore', 'contactMerchant', 'dismiss'] as const;
export type NotHonouredAction = (typeof NOT_HONOURED_ACTIONS)[number];

export const NOT_HONOURED_OPERATOR_REASON_MAX = 500;

/** MERCHANT-11: every step carries words the member reads in the Savings Tracker. */
export const resolveNotHonouredSchema = z.object({
  action: z.enum(NOT_HONOURED_ACTIONS, 'Please choose what to do.'),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, 'Please tell the member why, in a few words (at least 5 characters).'),
      z.maxLength(
        NOT_HONOURED_OPERATOR_REASON_MAX,
        `Please use at most ${String(NOT_HONOURED_OPERATOR_REASON_MAX)} characters.`,
      ),
    ),
});
export type ResolveNotHonouredForm = z.infer<typeof resolveNotHonouredSchema>;

export const resolveNotHonouredResultSchema = z.object({
  report: notHonouredReportSchema,
  message: z.string(),
});

export const NotHonouredErrors = {
  unknownReport: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  reportResolved: errorAnswer({ status: 409, code: ErrorCode.reportResolved }),
} as const;

/** The console's words for the queue (MERCHANT-11). */
export const NotHonouredConsoleText = {
  title: 'Not honoured',
  description:
    'Coupons members reported as not honoured at the counter. Unresolved reports come first, the one waiting longest at the top.',
  unknownReport: 'There is no such report.',
  reportResolved: 'This report is resolved already.',
  stateLabel: {
    open: 'Open',
    merchantContacted: 'Merchant contacted',
    restored: 'Restored',
    dismissed: 'Dismissed',
  },
  stateFilterLabel: {
    unresolved: 'Unresolved',
    open: 'Open',
    merchantContacted: 'Merchant contacted',
    restored: 'Restored',
    dismissed: 'Dismissed',
    all: 'All',
  } satisfies Record<NotHonouredStateFilter, string>,
  actionLabel: {
    restore: 'Restore the coupon',
    contactMerchant: 'Contact the merchant',
    dismiss: 'Dismiss',
  } satisfies Record<NotHonouredAction, string>,
  /** Restoring a coupon restored already closes the report; the button says so. */
  closeRestored: 'Close as restored',
  done: {
    restore: 'The coupon is restored and the report resolved.',
    closeRestored: 'The report is resolved; the coupon was restored already.',
    contactMerchant: 'Marked as merchant contacted. The report stays open until you resolve it.',
    dismiss: 'The report is dismissed.',
  },
} as const;
