import {
  BookExpiredText,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  isBookExpired,
  MerchantLeftText,
  newVerificationCode,
  notValidNowMessage,
  OfflineTicketText,
  offerUsableAt,
  RedeemText,
  RedemptionErrors,
  type OfferRules,
  type RedeemRequest,
  type Redemption,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { voucherOfMember } from '../../activation/index.ts';
import { redemptionMoment } from './redeemed-at.ts';
import { scheduleSyncedPush } from './synced-push.ts';
import {
  findTicketOfVoucher,
  isCodeReserved,
  isTicketUsed,
  type OfflineTicketRow,
} from '../repositories/offline-ticket-repo.ts';
import {
  findByIdempotencyKey,
  insertRedemptionUnlessTaken,
  isRedeemedOn,
  listRedemptions,
} from '../repositories/redemption-repo.ts';

/** An offer as redeeming it needs it: its book's end, its rules and its market's time zone. */
export interface OfferToRedeem {
  id: number;
  savings_cents: number;
  ad_spot_offer_expiration_date: string | null;
  rules: OfferRules | null;
  time_zone: string;
  /** OPERATOR-10: when the console retired it; null while members see it. */
  retired_at: string | null;
  /** MERCHANT-12: its merchant, and when the merchant left the book (null while it is in it). */
  merchant_title: string;
  merchant_retired_at: string | null;
}

/**
 * What redeeming needs: the database, and the offer lookup of the catalogue, which app.ts hands
 * in (catalog depends on redemption, not the other way round: ADR 0026).
 */
export interface RedeemDeps {
  db: Kysely<DB>;
  offerToRedeem: (db: Kysely<DB>, offerId: number) => Promise<OfferToRedeem | undefined>;
}

/** Tries at a free verification code; a clash is one in a billion per redemption (ADR 0014). */
const CODE_ATTEMPTS = 5;

/**
 * REDEEM-1, REDEEM-5 redeem: an offer, once per activation voucher, while the member's activation runs and
 * the offer's book has not expired and its rules allow it at that moment (issue #17). The unique (voucher, offer) pair decides between two redeems
 * at the same moment. With an idempotency key (issue #16, a redemption made offline and sent
 * again), the same key answers the same redemption; `redeemedAt` is checked against the
 * offline ticket it names and the activation (redeemed-at.ts, issue #27). Answers the redemption.
 */
export async function redeem(
  { db, offerToRedeem }: RedeemDeps,
  userId: number,
  request: RedeemRequest,
): Promise<Redemption> {
  const { offerId, activationVoucherId, idempotencyKey, redeemedAt } = request;
  const voucher = await voucherOfMember(db, userId, activationVoucherId);
  if (!voucher || voucher.deactivated_at !== null) {
    throw new HttpError(RedemptionErrors.notActivated, RedeemText.notActivated);
  }
  if (idempotencyKey !== undefined) {
    const earlier = await sameKeyRedemption(db, userId, voucher.id, idempotencyKey, offerId);
    if (earlier) return earlier;
  }
  const ticket = await ticketOf(db, voucher.id, request.offlineTicket);
  if (ticket && (await isTicketUsed(db, ticket.id))) {
    // A copy of this same redemption, sent at the same moment, may have used it just now.
    const earlier =
      idempotencyKey === undefined
        ? undefined
        : await sameKeyRedemption(db, userId, voucher.id, idempotencyKey, offerId);
    if (earlier) return earlier;
    throw ticketInvalid();
  }
  const now = new Date();
  const moment = redemptionMoment(voucher, redeemedAt, ticket, now);
  const offer = await offerToRedeem(db, offerId);
  // OPERATOR-10: a retired offer is gone for members, but one redeemed offline before it was
  // retired (the moment is the device's) is still recorded.
  if (!offer || (offer.retired_at !== null && offer.retired_at <= moment))
    throw new HttpError(RedemptionErrors.unknownOffer, 'This coupon does not exist.');
  // MERCHANT-12: so is every offer of a merchant that left the book, by the same moment; the
  // answer names the merchant so that an open coupon page can say it left.
  if (offer.merchant_retired_at !== null && offer.merchant_retired_at <= moment)
    throw new HttpError(
      RedemptionErrors.merchantLeft,
      MerchantLeftText.message(offer.merchant_title),
    );
  if (isBookExpired(offer.ad_spot_offer_expiration_date, new Date(moment))) {
    throw new HttpError(
      RedemptionErrors.bookExpired,
      `${BookExpiredText.title}: ${BookExpiredText.message}`,
    );
  }
  // Issue #17: judged at the moment of the redemption (an offline one's redeemedAt), locally.
  const { rules } = offer;
  if (!offerUsableAt(rules, new Date(moment), offer.time_zone)) {
    throw new HttpError(RedemptionErrors.notValidNow, notValidNowMessage(rules));
  }
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = await codeToTry(db, attempt, ticket);
    const id = await db.transaction().execute(async (trx) => {
      const inserted = await insertRedemptionUnlessTaken(trx, {
        user_id: userId,
        activation_voucher_id: voucher.id,
        offer_id: offer.id,
        savings_cents: offer.savings_cents,
        created_at: moment,
        verification_code: code,
        idempotency_key: idempotencyKey ?? null,
        received_at: redeemedAt === undefined ? null : now.toISOString(),
        offline_ticket_id: ticket?.id ?? null,
      });
      // NOTICE-12: made offline, sent later: the member's devices hear it is recorded.
      if (inserted !== undefined && redeemedAt !== undefined) {
        await scheduleSyncedPush(trx, userId, inserted, now);
      }
      return inserted;
    });
    if (id !== undefined) return redemptionOf(db, userId, id);
    // Refused: by the same key sent at the same moment, by the offer redeemed, or by the code.
    if (idempotencyKey !== undefined) {
      const earlier = await sameKeyRedemption(db, userId, voucher.id, idempotencyKey, offerId);
      if (earlier) return earlier;
    }
    if (await isRedeemedOn(db, voucher.id, offer.id)) {
      throw new HttpError(RedemptionErrors.alreadyRedeemed, RedeemText.alreadyRedeemed);
    }
    if (ticket && (await isTicketUsed(db, ticket.id))) throw ticketInvalid();
  }
  throw new Error(`No free verification code in ${String(CODE_ATTEMPTS)} tries`);
}

/**
 * The voucher's offline ticket the device redeemed under (issue #27), when it names one; an
 * unknown one, or another voucher's (another member's), is refused.
 */
async function ticketOf(
  db: Kysely<DB>,
  voucherId: number,
  id: string | undefined,
): Promise<OfflineTicketRow | undefined> {
  if (id === undefined) return undefined;
  const ticket = await findTicketOfVoucher(db, voucherId, id);
  if (!ticket) throw ticketInvalid();
  return ticket;
}

const ticketInvalid = () =>
  new HttpError(RedemptionErrors.offlineTicketInvalid, OfflineTicketText.invalid);

/**
 * The code a try writes: the ticket's, reserved for it and shown at the counter while offline
 * (ADR 0018); otherwise, or when the first try clashed, one the server draws, free of every
 * ticket's (the unique index keeps it apart from every redemption's). Never one the device chose
 * (issue #27): keeping a free one and replacing a taken one told a caller which codes exist.
 */
async function codeToTry(
  db: Kysely<DB>,
  attempt: number,
  ticket: OfflineTicketRow | undefined,
): Promise<string> {
  if (attempt === 0 && ticket) return ticket.verification_code;
  let code = newVerificationCode();
  while (await isCodeReserved(db, code)) code = newVerificationCode();
  return code;
}

/** The redemption the key made earlier, when it did; another offer's key is refused. */
async function sameKeyRedemption(
  db: Kysely<DB>,
  userId: number,
  voucherId: number,
  key: string,
  offerId: number,
): Promise<Redemption | undefined> {
  const earlier = await findByIdempotencyKey(db, voucherId, key);
  if (!earlier) return undefined;
  if (earlier.offer_id !== offerId) {
    throw new HttpError(RedemptionErrors.idempotencyKeyReused, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  return redemptionOf(db, userId, earlier.id);
}

async function redemptionOf(db: Kysely<DB>, userId: number, id: number): Promise<Redemption> {
  const [redemption] = await listRedemptions(db, userId, id);
  if (!redemption) throw new Error('The redemption just written is missing');
  return redemption;
}
