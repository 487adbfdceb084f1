import type { ActivationApi } from '@citybook/contract';
import { ActivationErrors, CardTypeCode, PaymentText } from '@citybook/contract';
import cardValidator from 'card-validator';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { loadProfile } from '../account/profile.ts';
import { declinedAs402, parseCardPayload } from './card-payload.ts';
import { firstPeriodEnd } from './subscription-period.ts';

/** Spec §7 subscription calls: plans, card check and buying a subscription through the gateway. */
type SubscriptionHandlers = Pick<
  Handlers<typeof ActivationApi>,
  'getSubscriptionTypes' | 'validatePaymentCardNumber' | 'activateSubscription'
>;

export function subscriptionHandlers(app: FastifyInstance): SubscriptionHandlers {
  const deps = { db: app.db, config: app.config };
  return {
    getSubscriptionTypes: async () => {
      const rows = await app.db
        .selectFrom('subscription_type')
        .selectAll()
        .orderBy('code')
        .execute();
      return rows.map((row) => ({
        code: row.code,
        title: row.title,
        price: row.price_cents / 100,
        period: row.period,
      }));
    },

    validatePaymentCardNumber: async ({ params }) => {
      const result = cardValidator.number(params.number.replace(/[\s-]/g, ''));
      const type = result.card?.type ?? '';
      return {
        valid: result.isValid,
        cardType: result.card?.niceType ?? '',
        cardTypeCode: CardTypeCode[type] ?? 0,
      };
    },

    activateSubscription: async ({ user: session, body }) => {
      const plan = await app.db
        .selectFrom('subscription_type')
        .selectAll()
        .where('code', '=', body.subscriptionTypeCode)
        .executeTakeFirst();
      if (!plan) throw new HttpError(ActivationErrors.badPayment, PaymentText.unknownSubscription);
      const card = parseCardPayload(body.sourcePayload);

      const stored = await app.paymentGateway
        .chargeAndStore({
          amountCents: plan.price_cents,
          description: `Citybook Mobile + ${plan.title}`,
          card,
        })
        .catch(declinedAs402);

      const now = new Date();
      await app.db.transaction().execute(async (trx) => {
        const voucher = await trx
          .insertInto('activation_voucher')
          .values({
            user_id: session.userId,
            kind: 'SUB',
            code: `Mobile + ${plan.title}`,
            offers_valid_to: firstPeriodEnd(plan.period, now),
            subscription_type_code: plan.code,
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('payment_instrument')
          .values({
            voucher_id: voucher.id,
            brand: stored.brand,
            last4: stored.last4,
            expiration_month: card.expirationMonth,
            expiration_year: card.expirationYear,
            gateway_token: stored.token,
            updated_at: nowIso(),
          })
          .execute();
        await trx
          .updateTable('app_user')
          .set({ current_voucher_id: voucher.id, updated_at: nowIso() })
          .where('id', '=', session.userId)
          .execute();
      });
      return loadProfile(deps, session);
    },
  };
}
