import {
  BookExpiredText,
  isBookExpired,
  RedeemText,
  RedemptionApi,
  RedemptionErrors,
} from '@citybook/contract';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findOwnVoucher } from '../activation/voucher-repo.ts';
import { listRedemptions } from './redemption-repo.ts';

/** Spec §7 redeem and redemptions: once per activation voucher and offer, by a unique constraint. */
export const redemptionRoutes = endpointRoutes(RedemptionApi, (app) => ({
  redeem: async ({ user: { userId }, body }) => {
    const { offerId, activationVoucherId } = body;
    const voucher = await findOwnVoucher(app.db, userId, activationVoucherId);
    if (!voucher || voucher.deactivated_at !== null) {
      throw new HttpError(RedemptionErrors.notActivated, RedeemText.notActivated);
    }
    const now = nowIso();
    if (voucher.offers_valid_to <= now) {
      throw new HttpError(RedemptionErrors.activationExpired, RedeemText.activationExpired);
    }
    const offer = await app.db
      .selectFrom('offer')
      .selectAll()
      .where('id', '=', offerId)
      .executeTakeFirst();
    if (!offer) throw new HttpError(RedemptionErrors.unknownOffer, 'This coupon does not exist.');
    if (isBookExpired(offer.ad_spot_offer_expiration_date)) {
      throw new HttpError(
        RedemptionErrors.bookExpired,
        `${BookExpiredText.title}: ${BookExpiredText.message}`,
      );
    }
    const inserted = await app.db
      .insertInto('redemption')
      .values({
        user_id: userId,
        activation_voucher_id: voucher.id,
        offer_id: offer.id,
        savings_cents: offer.savings_cents,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['activation_voucher_id', 'offer_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted)
      throw new HttpError(RedemptionErrors.alreadyRedeemed, RedeemText.alreadyRedeemed);
    const [redemption] = await listRedemptions(app.db, userId, inserted.id);
    return redemption ?? Promise.reject(new Error('The redemption just written is missing'));
  },

  getRedemptions: async ({ user }) => listRedemptions(app.db, user.userId),
}));
