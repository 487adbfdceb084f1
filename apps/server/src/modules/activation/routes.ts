import {
  activateRequestSchema,
  activationResponseSchema,
  activationVoucherIdParamsSchema,
  ApiPath,
  ErrorCode,
  formatActivationCode,
  profileSchema,
  voucherListSchema,
} from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { forbidGuest } from '../account/guest-guard.ts';
import { loadProfile } from '../account/profile.ts';
import { activateCode } from './activate-code.ts';
import { isDeactivatedFuture } from './subscription-period.ts';
import { findOwnVoucher, listVouchers } from './voucher-repo.ts';

const noVoucher = () => new HttpError(404, ErrorCode.notFound, 'This voucher does not exist.');

/** Spec §7 activation calls for printed book codes and the member's vouchers. */
export const activationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.account.activate,
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_ACTIVATION, timeWindow: '1 minute' } },
      preHandler: [requireUser, forbidGuest],
      schema: { body: activateRequestSchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      await activateCode(app.db, session.userId, request.body.code);
      return loadProfile(app, session);
    },
  );

  app.get(
    ApiPath.account.vouchers,
    { preHandler: requireUser, schema: { response: { 200: voucherListSchema } } },
    async (request) => listVouchers(app.db, currentUser(request).userId),
  );

  app.post(
    ApiPath.account.selectVoucher(':activationVoucherId'),
    {
      preHandler: requireUser,
      schema: { params: activationVoucherIdParamsSchema, response: { 200: voucherListSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const voucher = await findOwnVoucher(app.db, userId, request.params.activationVoucherId);
      if (!voucher) throw noVoucher();
      await app.db
        .updateTable('app_user')
        .set({ current_voucher_id: voucher.id, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute();
      return listVouchers(app.db, userId);
    },
  );

  app.get(
    ApiPath.account.activation(':activationVoucherId'),
    {
      preHandler: requireUser,
      schema: {
        params: activationVoucherIdParamsSchema,
        response: { 200: activationResponseSchema },
      },
    },
    async (request) => {
      const voucher = await findOwnVoucher(
        app.db,
        currentUser(request).userId,
        request.params.activationVoucherId,
      );
      if (!voucher) throw noVoucher();
      if (voucher.kind === 'BOOK') {
        return {
          bookActivationVoucher: {
            activationVoucherCode: formatActivationCode(voucher.code),
            offersValidTo: voucher.offers_valid_to,
          },
          subscriptionActivationVoucher: null,
          isDeactivatedFuture: false,
        };
      }
      const card = await app.db
        .selectFrom('payment_instrument')
        .select(['brand', 'last4', 'expiration_month', 'expiration_year'])
        .where('voucher_id', '=', voucher.id)
        .executeTakeFirstOrThrow();
      return {
        bookActivationVoucher: null,
        subscriptionActivationVoucher: {
          expiration: voucher.offers_valid_to,
          subscriptionTypeCode: voucher.subscription_type_code ?? 0,
          paymentInstrument: {
            paymentCard: {
              brand: card.brand,
              last4: card.last4,
              expirationMonth: card.expiration_month,
              expirationYear: card.expiration_year,
            },
          },
        },
        isDeactivatedFuture: isDeactivatedFuture(voucher),
      };
    },
  );
};
