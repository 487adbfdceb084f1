import * as z from 'zod/mini';
import { ErrorCode } from '../app/errors.ts';
import { idParamSchema } from '../app/ids.ts';
import { errorAnswer } from '../endpoint.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import type { StaffRole } from '../staff/staff-access.ts';
import {
  paymentPurposes,
  paymentStatuses,
  subscriptionSources,
  subscriptionStatuses,
} from '../activation/subscription-state.ts';

/*
 * Member support in the console (OPERATOR-18…22; ADR 0043): finding a member, their page, and
 * what support may do for them, each with a reason. Support sees what a member sees of their own
 * account and what answering them needs; never a card number, a password hash or a session token.
 */

/** OPERATOR-18: who finds members and acts for them. Analysts see counts, not people. */
export const SUPPORT_STAFF = ['owner', 'support'] as const satisfies readonly StaffRole[];
export const SUPPORT_COUNT_READERS = [
  'owner',
  'support',
  'analyst',
] as const satisfies readonly StaffRole[];

/** What a search looks a member up by (OPERATOR-18). */
export const MEMBER_SEARCH_KINDS = ['email', 'activationCode', 'verificationCode', 'card'] as const;
export type MemberSearchKind = (typeof MEMBER_SEARCH_KINDS)[number];

export const MemberSearchText = {
  email: 'E-mail',
  activationCode: 'Activation code',
  verificationCode: 'Verification code',
  card: 'Card last 4 and expiry',
  textRequired: 'Please enter what to search for.',
  last4: 'Please enter the card’s last 4 digits.',
  expiry: 'Please enter the expiry as MM/YY.',
} as const;

const CARD_EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** The card's expiry as typed (MM/YY), as a month and a four-digit year; undefined when not one. */
export function parseCardExpiry(text: string): { month: number; year: number } | undefined {
  const match = CARD_EXPIRY.exec(text.trim());
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/**
 * GET /api/console/support/members: `by` says what `filter` is: a part of an e-mail, a whole
 * activation or verification code as typed, or a card's last 4 digits (with `expiry`, MM/YY).
 */
export const memberSearchQuerySchema = z
  .extend(gridQuerySchema(['email', 'createdAt']), {
    by: z._default(z.enum(MEMBER_SEARCH_KINDS), 'email'),
    expiry: z.optional(z.string().check(z.trim(), z.maxLength(5))),
  })
  .check(
    z.refine((query) => query.by === 'card' || (query.filter ?? '') !== '', {
      message: MemberSearchText.textRequired,
      path: ['filter'],
    }),
    z.refine((query) => query.by !== 'card' || /^\d{4}$/.test(query.filter ?? ''), {
      message: MemberSearchText.last4,
      path: ['filter'],
    }),
    z.refine((query) => query.by !== 'card' || parseCardExpiry(query.expiry ?? '') !== undefined, {
      message: MemberSearchText.expiry,
      path: ['expiry'],
    }),
  );
export type MemberSearchQuery = z.output<typeof memberSearchQuerySchema>;

/** One member a search found, and what matched. */
export const memberSearchRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** What matched, in words: "Verification code 7K3M9Q", "Visa •••• 4242, 12/29". */
  matched: z.string(),
});
export type MemberSearchRow = z.infer<typeof memberSearchRowSchema>;
export const memberSearchPageSchema = gridPageSchema(memberSearchRowSchema);
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;

/** OPERATOR-18: what analysts may see of members: counts only. */
export const memberCountsSchema = z.object({
  members: z.number(),
  withLiveSubscription: z.number(),
  lockedNow: z.number(),
});
export type MemberCounts = z.infer<typeof memberCountsSchema>;

export const memberIdParamsSchema = z.object({ memberId: idParamSchema });
export const memberPaymentParamsSchema = z.object({
  memberId: idParamSchema,
  paymentId: idParamSchema,
});
export const memberRedemptionParamsSchema = z.object({
  memberId: idParamSchema,
  redemptionId: idParamSchema,
});
export const memberVoucherParamsSchema = z.object({
  memberId: idParamSchema,
  voucherId: idParamSchema,
});

/** How many redemptions and payments a member page lists, newest first (the total is said). */
export const MEMBER_PAGE_LIST_MAX = 100;

const cardOnFileSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expirationMonth: z.number(),
  expirationYear: z.number(),
});

/** OPERATOR-19: a member as support sees them. */
export const supportMemberSchema = z.object({
  profile: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    postalCode: z.nullable(z.string()),
    marketTitle: z.nullable(z.string()),
    createdAt: z.string(),
    /** An imported member who has not set a password yet (ADR 0004). */
    mustSetPassword: z.boolean(),
  }),
  vouchers: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['BOOK', 'SUB']),
      code: z.string(),
      activatedAt: z.string(),
      endsAt: z.string(),
      deactivatedAt: z.nullable(z.string()),
      editionName: z.nullable(z.string()),
      redemptions: z.number(),
      /** OPERATOR-20: a book's activation support may extend (not a subscription's period). */
      extendable: z.boolean(),
    }),
  ),
  redemptions: z.object({
    total: z.number(),
    rows: z.array(
      z.object({
        id: z.number(),
        voucherId: z.number(),
        offerTitle: z.string(),
        merchantTitle: z.string(),
        redeemedAt: z.string(),
        savingsCents: z.number(),
        verificationCode: z.string(),
        offline: z.boolean(),
      }),
    ),
  }),
  payments: z.object({
    total: z.number(),
    rows: z.array(
      z.object({
        id: z.number(),
        createdAt: z.string(),
        purpose: z.enum(paymentPurposes),
        source: z.enum(subscriptionSources),
        planTitle: z.string(),
        amountCents: z.number(),
        currency: z.string(),
        cardBrand: z.nullable(z.string()),
        cardLast4: z.nullable(z.string()),
        status: z.enum(paymentStatuses),
        /** OPERATOR-21: a card charge that succeeded and has no staff refund claimed. */
        refundable: z.boolean(),
        refund: z.nullable(
          z.object({
            status: z.enum(['pending', 'succeeded']),
            at: z.string(),
            staffEmail: z.string(),
            reason: z.string(),
          }),
        ),
      }),
    ),
  }),
  subscription: z.nullable(
    z.object({
      voucherId: z.number(),
      status: z.enum(subscriptionStatuses),
      source: z.enum(subscriptionSources),
      planTitle: z.string(),
      periodEnd: z.string(),
      nextPlanTitle: z.nullable(z.string()),
      card: z.nullable(cardOnFileSchema),
    }),
  ),
  devices: z.array(
    z.object({
      id: z.number(),
      client: z.string(),
      address: z.nullable(z.string()),
      createdAt: z.string(),
      lastUsedAt: z.string(),
    }),
  ),
  security: z.object({
    /** The password throttle's lock of the account (ACCOUNT-24), when one holds now. */
    lockedUntil: z.nullable(z.string()),
    failedPasswords: z.number(),
    lastFailedAt: z.nullable(z.string()),
    lastSignInAt: z.nullable(z.string()),
    passwordResets: z.array(
      z.object({ requestedAt: z.string(), expiresAt: z.string(), usedAt: z.nullable(z.string()) }),
    ),
  }),
  /** What support did for the member, newest first, with each reason (OPERATOR-19). */
  supportHistory: z.array(
    z.object({
      at: z.string(),
      staffEmail: z.string(),
      action: z.string(),
      reason: z.nullable(z.string()),
    }),
  ),
});
export type SupportMember = z.infer<typeof supportMemberSchema>;

export const SUPPORT_REASON_MAX = 500;

/** OPERATOR-19: every support action says why, in words the audit log keeps. */
export const supportReasonField = z
  .string()
  .check(
    z.trim(),
    z.minLength(5, 'Please say why, in a few words (at least 5 characters).'),
    z.maxLength(SUPPORT_REASON_MAX, `Please use at most ${SUPPORT_REASON_MAX} characters.`),
  );

export const supportActionSchema = z.object({ reason: supportReasonField });
export type SupportActionForm = z.infer<typeof supportActionSchema>;

/** OPERATOR-20: a book's activation gets a later end, at most this many days after its own. */
export const ACTIVATION_EXTENSION_MAX_DAYS = 366;

export const extendActivationSchema = z.object({
  reason: supportReasonField,
  /** The new last day (a calendar day, UTC); the activation ends at its end. */
  endsOn: z.iso.date('Please enter a date.'),
});
export type ExtendActivationForm = z.infer<typeof extendActivationSchema>;

/** OPERATOR-21: a cancel (access to the period end, no renewal) or an end now. */
export const endSubscriptionSchema = z.object({
  reason: supportReasonField,
  when: z.enum(['periodEnd', 'now']),
});
export type EndSubscriptionForm = z.infer<typeof endSubscriptionSchema>;

/**
 * OPERATOR-21 (ADR 0043): a staff refund is claimed for this long while its holder calls the
 * gateway; a claim left pending after it (a crash after the gateway answered) is taken over by the
 * next try, which asks the gateway first.
 */
export const RefundTiming = { leaseSeconds: 120 } as const;

/** Every action's answer: what happened, in words the dialog shows. */
export const supportActionResultSchema = z.object({ message: z.string() });
export type SupportActionResult = z.infer<typeof supportActionResultSchema>;

/** The answers of support's actions. */
export const SupportErrors = {
  unknownMember: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  alreadyRefunded: errorAnswer({ status: 409, code: ErrorCode.alreadyRefunded }),
  notRefundable: errorAnswer({ status: 409, code: ErrorCode.notRefundable }),
  refundFailed: errorAnswer({ status: 502, code: ErrorCode.refundFailed }),
  notExtendable: errorAnswer({ status: 409, code: ErrorCode.notExtendable, field: 'endsOn' }),
  resetMailCapped: errorAnswer({ status: 409, code: ErrorCode.resetMailCapped }),
  subscriptionState: errorAnswer({ status: 409, code: ErrorCode.subscriptionState }),
} as const;

/** What support's actions answer, in words (the server's messages and the console's). */
export const SupportText = {
  unknownMember: 'There is no such member, payment, redemption or activation of this member.',
  alreadyRefunded: 'This payment is refunded already, or its refund is under way.',
  notRefundable: 'Only a card payment that went through can be refunded here.',
  refundFailed:
    'The card processor did not confirm the refund. Nothing was recorded; please try again.',
  notBook: 'Only a book’s activation can be extended; a subscription renews by its plan.',
  extensionBounds: (maxDays: number) =>
    `Choose a day after the current end and at most ${maxDays} days after it.`,
  resetMailCapped: 'The member was sent as many reset mails this hour as allowed. Try later.',
  noSubscription: 'The member has no subscription this can change.',
  resetSent: 'A password-reset mail is on its way to the member.',
  redemptionRestored: 'The redemption was undone: the member can use the offer again.',
  activationExtended: (endsOn: string) => `The activation now ends on ${endsOn}.`,
  refunded: 'The payment was refunded, and the member gets a receipt.',
  cancelled: 'The subscription is cancelled: no renewal, access to the end of the period.',
  ended: 'The subscription has ended now.',
  signedOut: (count: number) =>
    count === 1
      ? 'The member was signed out of 1 device.'
      : `The member was signed out of ${count} devices.`,
  lockLifted: 'The password lock is lifted: the member can sign in again.',
} as const;
