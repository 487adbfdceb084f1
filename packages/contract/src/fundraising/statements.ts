import * as z from 'zod/mini';
import { requiredText } from '../console-fields.ts';
import { BASIS_POINTS_MAX } from './campaigns.ts';

/*
 * FUNDRAISING-12, FUNDRAISING-13 (ADR 0060): a campaign's statement, made on demand from the
 * attributed sales, the ledger's refunds of them and the payouts recorded so far; and the
 * payouts an operator records.
 */

/** FUNDRAISING-12: the commission on the net, in cents, rounded half up (half a cent goes up). */
export function commissionCents(netCents: number, basisPoints: number): number {
  const scaled = Math.abs(netCents) * basisPoints;
  const whole = Math.floor(scaled / BASIS_POINTS_MAX);
  const rounded = scaled - whole * BASIS_POINTS_MAX >= BASIS_POINTS_MAX / 2 ? whole + 1 : whole;
  return netCents < 0 ? -rounded : rounded;
}

/** FUNDRAISING-13: a payout's ceiling, a million dollars. */
export const PAYOUT_MAX_CENTS = 100_000_000;
export const PAYOUT_NOTE_MAX = 200;

export const fundraisingPayoutSchema = z.object({
  id: z.int(),
  amountCents: z.int(),
  paidOn: z.string(),
  note: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type FundraisingPayout = z.infer<typeof fundraisingPayoutSchema>;

const countAndAmount = z.object({ count: z.int(), amountCents: z.int() });

export const campaignStatementSchema = z.object({
  /** The campaign's id. */
  id: z.int(),
  campaignName: z.string(),
  groupName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  currency: z.string(),
  commissionBasisPoints: z.int(),
  /** The instant the statement covers everything up to (ISO). */
  asOf: z.string(),
  sales: countAndAmount,
  refunds: countAndAmount,
  netCents: z.int(),
  commissionCents: z.int(),
  paidCents: z.int(),
  /** Commission less payouts; below zero, the group was paid more than it is owed (carried). */
  balanceCents: z.int(),
  payouts: z.array(fundraisingPayoutSchema),
});
export type CampaignStatement = z.infer<typeof campaignStatementSchema>;

export const PayoutText = {
  amount: 'Please enter an amount above zero, in dollars and cents.',
  paidOn: 'Please choose the day it was paid (YYYY-MM-DD).',
} as const;

export const recordPayoutRequestSchema = z.object({
  amountCents: z
    .int({ error: PayoutText.amount })
    .check(z.positive(PayoutText.amount), z.lte(PAYOUT_MAX_CENTS, PayoutText.amount)),
  paidOn: z.iso.date({ error: PayoutText.paidOn }),
  note: requiredText(PAYOUT_NOTE_MAX, 'the payment’s reference'),
  /** One per submission of the form: a second request with it records nothing more. */
  clientKey: z.string().check(z.minLength(8), z.maxLength(100)),
});
export type RecordPayoutRequest = z.infer<typeof recordPayoutRequestSchema>;

/** The file name of a statement's download. */
export function statementFileName(campaignId: number, asOfDay: string, ext: 'pdf' | 'csv'): string {
  return `campaign-${String(campaignId)}-statement-${asOfDay}.${ext}`;
}

/** FUNDRAISING-13: the console's payout form: the amount as typed, in dollars and cents. */
export const payoutFormSchema = z.object({
  amount: z.string().check(
    z.trim(),
    z.regex(/^\d{1,7}(\.\d{1,2})?$/, PayoutText.amount),
    z.refine((text) => Number(text) > 0, PayoutText.amount),
  ),
  paidOn: z.iso.date({ error: PayoutText.paidOn }),
  note: requiredText(PAYOUT_NOTE_MAX, 'the payment’s reference'),
});
export type PayoutForm = z.infer<typeof payoutFormSchema>;

/** "22.5" → 2250: dollars as typed (checked by the form's schema) to whole cents, exactly. */
export function centsOfDollars(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
