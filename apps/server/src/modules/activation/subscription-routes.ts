import {
  activateSubscriptionRequestSchema,
  ApiPath,
  cardCheckResponseSchema,
  cardNumberParamsSchema,
  CardTypeCode,
  ErrorCode,
  PaymentText,
  profileSchema,
  subscriptionTypeListSchema,
} from '@citybook/contract';
import cardValidator from 'card-validator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { forbidGuest } from '../account/guest-guard.ts';
import { loadProfile } from '../account/profile.ts';
import { declinedAs402, parseCardPayload } from './card-payload.ts';
import { firstPeriodEnd } from './subscription-period.ts';

/** Spec §7 subscription calls: plans, card check and buying a subscription through the gateway. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ApiPath.account.subscriptionTypes,
    { schema: { response: { 200: subscriptionTypeListSchema } } },
    async () => {
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
  );

  app.get(
    ApiPath.validate.paymentCardNumber(':number'),
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { params: cardNumberParamsSchema, response: { 200: cardCheckResponseSchema } },
    },
    async (request) => {
      const result = cardValidator.number(request.params.number.replace(/[\s-]/g, ''));
      const type = result.card?.type ?? '';
      return {
        valid: result.isValid,
        cardType: result.card?.niceType ?? '',
        cardTypeCode: CardTypeCode[type] ?? 0,
      };
    },
  );

  app.post(
    ApiPath.account.activateSubscription,
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_ACTIVATION, timeWindow: '1 minute' } },
      preHandler: [requireUser, forbidGuest],
      schema: { body: activateSubscriptionRequestSchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      const plan = await app.db
        .selectFrom('subscription_type')
        .selectAll()
        .where('code', '=', request.body.subscriptionTypeCode)
        .executeTakeFirst();
      if (!plan) throw new HttpError(400, ErrorCode.validation, PaymentText.unknownSubscription);
      const card = parseCardPayload(request.body.sourcePayload);

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
      return loadProfile(app, session);
    },
  );
};
