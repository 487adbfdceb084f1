import type { ActivationApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import type { ProfileOf } from '../../../http/profile-of.ts';
import { activateCode } from '../services/book-activation-service.ts';
import { activationOf, selectVoucher, vouchersOf } from '../services/voucher-service.ts';

type VoucherHandlers = Pick<
  Handlers<typeof ActivationApi>,
  'activate' | 'getVouchers' | 'selectVoucher' | 'getActivation'
>;

/** Printed book codes and the member's vouchers. */
export function voucherHandlers(app: FastifyInstance, profileOf: ProfileOf): VoucherHandlers {
  return {
    activate: async ({ user, body }) => {
      await activateCode(app.db, user.userId, body.code);
      return profileOf(user);
    },

    getVouchers: async ({ user }) => vouchersOf(app.db, user.userId),

    selectVoucher: async ({ user, params }) =>
      selectVoucher(app.db, user.userId, params.activationVoucherId),

    getActivation: async ({ user, params }) =>
      activationOf(app.db, user.userId, params.activationVoucherId),
  };
}
