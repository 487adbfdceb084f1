import * as z from 'zod/mini';
import { idSchema } from '../app/ids.ts';
import { verificationCodeSchema } from './verification-code.ts';

/*
 * Offline tickets (issue #27 item 2, ADR 0018 amendment): what bounds a redemption made with no
 * signal. The device fetches them while online; each lets it make one redemption offline, dated
 * within the ticket, under the verification code the server reserved for it.
 */

/** How long a ticket vouches for a moment after it is issued; never past the activation's end. */
export const OFFLINE_TICKET_TTL_MS = 48 * 3_600_000;

/**
 * A ticket with less than this left is not handed out again: the device gets a fresh one. It stays
 * good for a redemption made before its end.
 */
export const OFFLINE_TICKET_RENEW_MS = 24 * 3_600_000;

/** A ticket's id: 22 URL-safe characters (128 random bits), never a guessable row number. */
export const offlineTicketIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));

/** One ticket, as the device keeps it. */
export const offlineTicketSchema = z.object({
  id: offlineTicketIdSchema,
  activationVoucherId: idSchema,
  /** The code the counter screen shows for the redemption made with this ticket. */
  verificationCode: verificationCodeSchema,
  /** The first moment it vouches for (the server's clock when it was issued). */
  issuedAt: z.iso.datetime(),
  /** The moment it stops vouching for: issuedAt + OFFLINE_TICKET_TTL_MS, or the activation's end. */
  validTo: z.iso.datetime(),
});
export type OfflineTicket = z.infer<typeof offlineTicketSchema>;

/** Asks for tickets for the member's current activation voucher (the one the device holds). */
export const offlineTicketRequestSchema = z.object({ activationVoucherId: idSchema });

/** The session's tickets for the member's current activation (at most OFFLINE_REDEMPTION_LIMIT). */
export const offlineTicketListSchema = z.array(offlineTicketSchema);

/** Why a redemption made offline is refused for its ticket (shown in the Savings Tracker). */
export const OfflineTicketText = {
  missing:
    'This coupon was redeemed with no signal before this phone had fetched Citybook’s permission to redeem offline, so its time cannot be vouched for. Open the app once while online before redeeming with no signal.',
  beforeTicket:
    'This redemption’s time is before this phone was allowed to redeem offline, so it cannot be vouched for.',
  afterTicket:
    'This redemption was made after this phone’s permission to redeem offline had ended (it lasts two days, and never past the activation). Open the app while online to renew it.',
  invalid:
    'This phone’s permission to redeem offline does not belong to this activation, or it was used for another coupon already.',
} as const;
