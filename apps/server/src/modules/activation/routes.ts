import { ActivationApi, ActivationErrors, formatActivationCode } from '@citybook/contract';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { loadProfile } from '../account/profile.ts';
import { activateCode } from './activate-code.ts';
import { paymentInstrumentHandlers } from './payment-instrument-routes.ts';
import { subscriptionHandlers } from './subscription-routes.ts';
import { isDeactivatedFuture } from './subscription-period.ts';
import { findOwnVoucher, listVouchers } from './voucher-repo.ts';

const noVoucher = () =>
  new HttpError(ActivationErrors.unknownVoucher, 'This voucher does not exist.');

/** Spec §7 activation calls: printed book codes, the member's vouchers, subscriptions. */
export const activationRoutes = endpointRoutes(ActivationApi, (app) => {
  const deps = { db: app.db, config: app.config };
  return {
    ...subscriptionHandlers(app),
    ...paymentInstrumentHandlers(app),

    activate: async ({ user, body }) => {
      await activateCode(app.db, user.userId, body.code);
      return loadProfile(deps, user);
    },

    getVouchers: async ({ user }) => listVouchers(app.db, user.userId),

    selectVoucher: async ({ user: { userId }, params }) => {
      const voucher = await findOwnVoucher(app.db, userId, params.activationVoucherId);
      if (!voucher) throw noVoucher();
      await app.db
        .updateTable('app_user')
        .set({ current_voucher_id: voucher.id, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute();
      return listVouchers(app.db, userId);
    },

    getActivation: async ({ user, params }) => {
      const voucher = await findOwnVoucher(app.db, user.userId, params.activationVoucherId);
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
  };
});
