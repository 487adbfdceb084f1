import { ReportsConsoleApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import {
  activationReport,
  idleMerchantReport,
  redemptionReport,
  revenueReport,
  subscriptionReport,
} from '../services/report-service.ts';

/** The console's reports (OPERATOR-23, OPERATOR-24): reads only, so nothing is audited. */
export const reportsConsoleRoutes = endpointRoutes(ReportsConsoleApi, (app) => ({
  getActivationReport: async ({ query }) => activationReport(app.db, query),
  getSubscriptionReport: async ({ query }) => subscriptionReport(app.db, query),
  getRevenueReport: async ({ query }) => revenueReport(app.db, query),
  getRedemptionReport: async ({ query }) => redemptionReport(app.db, query),
  getIdleMerchantReport: async ({ query }) => idleMerchantReport(app.db, query),
}));
