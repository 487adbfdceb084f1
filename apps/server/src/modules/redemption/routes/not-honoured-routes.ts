import { NotHonouredApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { notHonouredReportsOfMember, reportNotHonoured } from '../services/not-honoured-service.ts';

/** MERCHANT-10, MERCHANT-11: the member's reports of coupons not honoured (ADR 0047). */
export const notHonouredRoutes = endpointRoutes(NotHonouredApi, (app) => ({
  reportNotHonoured: async ({ user, params, body }) =>
    reportNotHonoured(app.db, user.userId, params.redemptionId, body, new Date()),

  getNotHonouredReports: async ({ user }) => notHonouredReportsOfMember(app.db, user.userId),
}));
