import {
  BookExpiredText,
  isBookExpired,
  RedeemText,
  RedemptionErrors,
  type RedeemRequest,
  type Redemption,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findOwnVoucher } from '../activation/voucher-repo.ts';
import { findOffer } from '../catalog/offer-repo.ts';
import { insertRedemptionUnlessDone, listRedemptions } from './redemption-repo.ts';

/**
 * Spec §7 redeem: an offer, once per activation voucher, while the member's activation runs and
 * the offer's book has not expired. The unique (voucher, offer) pair decides between two redeems
 * at the same moment. Answers the redemption.
 */
export async function redeem(
  db: Kysely<DB>,
  userId: number,
  { offerId, activationVoucherId }: RedeemRequest,
): Promise<Redemption> {
  const voucher = await findOwnVoucher(db, userId, activationVoucherId);
  if (!voucher || voucher.deactivated_at !== null) {
    throw new HttpError(RedemptionErrors.notActivated, RedeemText.notActivated);
  }
  const now = nowIso();
  if (voucher.offers_valid_to <= now) {
    throw new HttpError(RedemptionErrors.activationExpired, RedeemText.activationExpired);
  }
  const offer = await findOffer(db, offerId);
  if (!offer) throw new HttpError(RedemptionErrors.unknownOffer, 'This coupon does not exist.');
  if (isBookExpired(offer.ad_spot_offer_expiration_date)) {
    throw new HttpError(
      RedemptionErrors.bookExpired,
      `${BookExpiredText.title}: ${BookExpiredText.message}`,
    );
  }
  const id = await insertRedemptionUnlessDone(db, {
    user_id: userId,
    activation_voucher_id: voucher.id,
    offer_id: offer.id,
    savings_cents: offer.savings_cents,
    created_at: now,
  });
  if (id === undefined)
    throw new HttpError(RedemptionErrors.alreadyRedeemed, RedeemText.alreadyRedeemed);
  const [redemption] = await listRedemptions(db, userId, id);
  if (!redemption) throw new Error('The redemption just written is missing');
  return redemption;
}
