import type { RedemptionBusinessApi } from '@citybook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { requireLocation, type BusinessUser } from '../../../plugins/business-auth.ts';
import type { ChangeOrigin } from '../../staff/index.ts';
import { acceptCodeAtLocation, checkCodeAtLocation } from '../services/desk-service.ts';
import { notHonouredReportsAboutMerchants } from '../services/merchant-not-honoured-service.ts';

const originOf = (business: BusinessUser, request: FastifyRequest): ChangeOrigin => ({
  actor: { staffId: business.accountId, email: business.email },
  requestId: request.id,
  clientAddress: request.ip,
});

/**
 * MERCHANT-5: the Redeem Desk's check and accept, at one of the caller's locations only; and
 * MERCHANT-11: the organisation's reports not honoured.
 */
export function deskHandlers(app: FastifyInstance): Handlers<typeof RedemptionBusinessApi> {
  return {
    checkCodeAtLocation: async ({ business, params }) => {
      requireLocation(business, params.merchantId);
      return checkCodeAtLocation(app.db, {
        merchantId: params.merchantId,
        staffId: business.accountId,
        typed: params.code,
      });
    },
    acceptCodeAtLocation: async ({ business, params, request }) => {
      requireLocation(business, params.merchantId);
      return acceptCodeAtLocation(app.db, originOf(business, request), {
        merchantId: params.merchantId,
        staffId: business.accountId,
        typed: params.code,
      });
    },
    // MERCHANT-11: only the caller's organisation's locations, never a member's identity.
    getLocationNotHonouredReports: async ({ business, query }) => {
      const to = new Date();
      const from = new Date(to.getTime() - query.days * 24 * 60 * 60 * 1000);
      return notHonouredReportsAboutMerchants(app.db, business.merchantIds, {
        from: from.toISOString(),
        to: to.toISOString(),
      });
    },
  };
}
