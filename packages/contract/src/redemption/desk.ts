import * as z from 'zod/mini';
import { idParamSchema } from '../app/ids.ts';

/*
 * The Redeem Desk's check of a code at a location (MERCHANT-4…6; ADR 0049). Each answer is one of
 * five kinds, apart from the accepted one; none carries the member's name, e-mail or any id
 * (MERCHANT-3): initials at most, as on the counter screen.
 */

/** The location the desk works for and the code as typed (the server normalises it). */
export const deskCodeParamsSchema = z.object({
  merchantId: idParamSchema,
  code: z.string().check(z.minLength(1), z.maxLength(20)),
});

/** MERCHANT-5: a redemption at this location, not checked yet; "Accept" marks it checked. */
const validAnswer = z.object({
  answer: z.literal('valid'),
  code: z.string(),
  offerTitle: z.string(),
  redeemedAt: z.iso.datetime(),
  /** The member's initials ("J. D."); null when the member gave no name (MERCHANT-3). */
  memberInitials: z.nullable(z.string()),
});

/** This desk's Accept marked it checked just now. */
const acceptedAnswer = z.object({
  answer: z.literal('accepted'),
  code: z.string(),
  offerTitle: z.string(),
  redeemedAt: z.iso.datetime(),
  memberInitials: z.nullable(z.string()),
  checkedAt: z.iso.datetime(),
});

/** A redemption at another location: its public name; it cannot be accepted here. */
const otherMerchantAnswer = z.object({
  answer: z.literal('otherMerchant'),
  code: z.string(),
  merchantName: z.string(),
});

/** Checked before: when, by whom (their e-mail) and where; null for a check before the desk. */
const alreadyCheckedAnswer = z.object({
  answer: z.literal('alreadyChecked'),
  code: z.string(),
  offerTitle: z.string(),
  redeemedAt: z.iso.datetime(),
  checkedAt: z.iso.datetime(),
  checkedBy: z.nullable(z.string()),
  checkedAtLocation: z.nullable(z.string()),
});

/** A code an offline ticket reserved, with no redemption yet: the member's phone has not sent it. */
const offlineNotSyncedAnswer = z.object({
  answer: z.literal('offlineNotSynced'),
  code: z.string(),
});

/** No redemption or reservation has the code (or it cannot be a code). */
const unknownAnswer = z.object({ answer: z.literal('unknown'), code: z.string() });

export const deskAnswerSchema = z.discriminatedUnion('answer', [
  validAnswer,
  acceptedAnswer,
  otherMerchantAnswer,
  alreadyCheckedAnswer,
  offlineNotSyncedAnswer,
  unknownAnswer,
]);
export type DeskAnswer = z.infer<typeof deskAnswerSchema>;
export type DeskAnswerKind = DeskAnswer['answer'];

/**
 * MERCHANT-6: how long the desk waits for an answer before saying it could not reach Citybook.
 * MERCHANT-5 asks for an answer in under two seconds; a weak signal gets a few times that.
 */
export const DESK_CHECK_TIMEOUT_MS = 8_000;
