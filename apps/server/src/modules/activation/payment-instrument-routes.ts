import {
  activationVoucherIdParamsSchema,
  ApiPath,
  ErrorCode,
  PaymentText,
  profileSchema,
  updatePaymentInstrumentRequestSchema,
} from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { forbidGuest } from '../account/guest-guard.ts';
import { loadProfile } from '../account/profile.ts';
import { declinedAs402, parseCardPayload } from './card-payload.ts';
import { nextPeriodEnd } from './subscription-period.ts';
import { findOwnVoucher } from './voucher-repo.ts';

const SUBSCRIPTION_ENDED = 'This subscription has ended. Please subscribe again.';

/**
 * Spec §7 payment-instrument/update: replaces a subscription's card. When the period has run out
 * (a renewal failed, isDeactivatedFuture), the new card pays the renewal at once.
 */
export const paymentInstrumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.account.paymentInstrumentUpdate(':activationVoucherId'),
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_ACTIVATION, timeWindow: '1 minute' } },
      preHandler: [requireUser, forbidGuest],
      schema: {
        params: activationVoucherIdParamsSchema,
        body: updatePaymentInstrumentRequestSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const session = currentUser(request);
      const voucher = await findOwnVoucher(
        app.db,
        session.userId,
        request.params.activationVoucherId,
      );
      if (!voucher) throw new HttpError(404, ErrorCode.notFound, 'This activation does not exist.');
      if (voucher.kind !== 'SUB' || voucher.subscription_type_code === null)
        throw new HttpError(400, ErrorCode.validation, PaymentText.notSubscription);
      if (voucher.deactivated_at !== null)
        throw new HttpError(400, ErrorCode.validation, SUBSCRIPTION_ENDED);
      const card = parseCardPayload(request.body.sourcePayload);
      const plan = await app.db
        .selectFrom('subscription_type')
        .selectAll()
        .where('code', '=', voucher.subscription_type_code)
        .executeTakeFirstOrThrow();

      const now = new Date();
      const renewalDue = voucher.offers_valid_to <= now.toISOString();
      const stored = await (
        renewalDue
          ? app.paymentGateway.chargeAndStore({
              amountCents: plan.price_cents,
              description: `Citybook Mobile + ${plan.title}`,
              card,
            })
          : app.paymentGateway.store(card)
      ).catch(declinedAs402);

      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('payment_instrument')
          .set({
            brand: stored.brand,
            last4: stored.last4,
            expiration_month: card.expirationMonth,
            expiration_year: card.expirationYear,
            gateway_token: stored.token,
            updated_at: now.toISOString(),
          })
          .where('voucher_id', '=', voucher.id)
          .execute();
        if (renewalDue) {
          await trx
            .updateTable('activation_voucher')
            .set({
              offers_valid_to: nextPeriodEnd(voucher.offers_valid_to, plan.period, now),
              renewal_failed_at: null,
              renewal_attempted_at: now.toISOString(),
            })
            .where('id', '=', voucher.id)
            .where('offers_valid_to', '=', voucher.offers_valid_to)
            .execute();
        }
      });
      request.log.info({ voucherId: voucher.id, renewed: renewalDue }, 'payment card updated');
      return loadProfile(app, session);
    },
  );
};
