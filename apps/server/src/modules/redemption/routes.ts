import {
  ApiPath,
  BookExpiredText,
  ErrorCode,
  isBookExpired,
  RedeemText,
  redeemRequestSchema,
  redemptionListSchema,
  redemptionSchema,
} from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { forbidGuest } from '../account/guest-guard.ts';
import { findOwnVoucher } from '../activation/voucher-repo.ts';
import { listRedemptions } from './redemption-repo.ts';

/** Spec §7 redeem and redemptions: once per activation voucher and offer, by a unique constraint. */
export const redemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.catalog.redeem,
    {
      preHandler: [requireUser, forbidGuest],
      schema: { body: redeemRequestSchema, response: { 200: redemptionSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { offerId, activationVoucherId } = request.body;
      const voucher = await findOwnVoucher(app.db, userId, activationVoucherId);
      if (!voucher || voucher.deactivated_at !== null) {
        throw new HttpError(403, ErrorCode.notActivated, RedeemText.notActivated);
      }
      const now = nowIso();
      if (voucher.offers_valid_to <= now) {
        throw new HttpError(400, ErrorCode.activationExpired, RedeemText.activationExpired);
      }
      const offer = await app.db
        .selectFrom('offer')
        .selectAll()
        .where('id', '=', offerId)
        .executeTakeFirst();
      if (!offer) throw new HttpError(404, ErrorCode.notFound, 'This coupon does not exist.');
      if (isBookExpired(offer.ad_spot_offer_expiration_date)) {
        throw new HttpError(
          400,
          'bookExpired',
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
        throw new HttpError(409, ErrorCode.alreadyRedeemed, RedeemText.alreadyRedeemed);
      const [redemption] = await listRedemptions(app.db, userId, inserted.id);
      return redemption ?? Promise.reject(new Error('The redemption just written is missing'));
    },
  );

  app.get(
    ApiPath.account.redemptions,
    { preHandler: requireUser, schema: { response: { 200: redemptionListSchema } } },
    async (request) => listRedemptions(app.db, currentUser(request).userId),
  );
};
