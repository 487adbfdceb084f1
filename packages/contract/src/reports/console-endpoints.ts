import { defineEndpoint } from '../endpoint.ts';
import { MarketErrors } from '../market/error-answers.ts';
import { reportQuerySchema } from './report-range.ts';
import { REPORT_READERS } from './report-readers.ts';
import {
  activationReportSchema,
  idleMerchantReportSchema,
  redemptionReportSchema,
  revenueReportSchema,
  subscriptionReportSchema,
} from './reports.ts';

/* OPERATOR-23, OPERATOR-24: the console's reports; they read and change nothing (ADR 0044). */

const report = {
  area: 'reports',
  method: 'GET',
  access: 'staff',
  staffRoles: REPORT_READERS,
  query: reportQuerySchema,
  errors: [MarketErrors.unknownMarket],
} as const;

export const getActivationReport = defineEndpoint({
  ...report,
  name: 'getActivationReport',
  path: '/api/console/reports/activations',
  response: activationReportSchema,
});

export const getSubscriptionReport = defineEndpoint({
  ...report,
  name: 'getSubscriptionReport',
  path: '/api/console/reports/subscriptions',
  response: subscriptionReportSchema,
});

export const getRevenueReport = defineEndpoint({
  ...report,
  name: 'getRevenueReport',
  path: '/api/console/reports/revenue',
  response: revenueReportSchema,
});

export const getRedemptionReport = defineEndpoint({
  ...report,
  name: 'getRedemptionReport',
  path: '/api/console/reports/redemptions',
  response: redemptionReportSchema,
});

export const getIdleMerchantReport = defineEndpoint({
  ...report,
  name: 'getIdleMerchantReport',
  path: '/api/console/reports/idle-merchants',
  response: idleMerchantReportSchema,
});
