import { RedemptionConsoleApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import {
  notHonouredGrid,
  notHonouredReport,
  resolveNotHonoured,
} from '../services/not-honoured-console-service.ts';

/** MERCHANT-11: the console's queue of coupons not honoured (ADR 0047). */
export const redemptionConsoleRoutes = endpointRoutes(RedemptionConsoleApi, (app) => ({
  getNotHonouredGrid: async ({ query }) => notHonouredGrid(app.db, query),
  getNotHonouredReport: async ({ params }) => notHonouredReport(app.db, params.reportId),
  resolveNotHonoured: async ({ staff, request, params, body }) =>
    resolveNotHonoured(
      app.db,
      {
        actor: { staffId: staff.staffId, email: staff.email },
        requestId: request.id,
        clientAddress: request.ip,
        now: new Date(),
      },
      params.reportId,
      body,
    ),
}));
