import type { ActivationApi } from '@citybook/contract';
import { ActivationErrors, PaymentText } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { loadProfile } from '../account/profile.ts';
import { declinedAs402, parseCardPayload } from './card-payload.ts';
import { nextPeriodEnd } from './subscription-period.ts';
import { findOwnVoucher } from './voucher-repo.ts';

const SUBSCRIPTION_ENDED = 'This subscription has ended. Please subscribe again.';

/**
 * Spec §7 payment-instrument/update: replaces a subscription's card. When the period has run out
 * (a renewal failed, isDeactivatedFuture), the new card pays the renewal at once.
 */
export function paymentInstrumentHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof ActivationApi>, 'updatePaymentInstrument'> {
  const deps = { db: app.db, config: app.config };
  return {
    updatePaymentInstrument: async ({ user: session, params, body, request }) => {
      const voucher = await findOwnVoucher(app.db, session.userId, params.activationVoucherId);
      if (!voucher)
        throw new HttpError(ActivationErrors.unknownVoucher, 'This activation does not exist.');
      if (voucher.kind !== 'SUB' || voucher.subscription_type_code === null)
        throw new HttpError(ActivationErrors.notRenewable, PaymentText.notSubscription);
      if (voucher.deactivated_at !== null)
        throw new HttpError(ActivationErrors.notRenewable, SUBSCRIPTION_ENDED);
      const card = parseCardPayload(body.sourcePayload);
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
      return loadProfile(deps, session);
    },
  };
}
