import { defineEndpoint } from '../endpoint.ts';
import {
  NotHonouredMemberErrors,
  memberNotHonouredReportListSchema,
  notHonouredParamsSchema,
  notHonouredRequestSchema,
  notHonouredResultSchema,
} from './not-honoured.ts';

/*
 * The member's reports of coupons not honoured (MERCHANT-10, MERCHANT-11; ADR 0047). Apart from
 * endpoints.ts so that the member app's first chunk, which carries RedemptionApi, does not carry
 * them: only the Savings Tracker and the report's dialog call them.
 */
/**
 * MERCHANT-10: the member reports a redemption not honoured at the counter, within
 * NOT_HONOURED_WINDOW_MS; one unchecked by staff is restored at once (ADR 0047).
 */
export const reportNotHonoured = defineEndpoint({
  area: 'redemption',
  name: 'reportNotHonoured',
  method: 'POST',
  path: '/api/account/redemptions/:redemptionId/not-honoured',
  access: 'member',
  params: notHonouredParamsSchema,
  body: notHonouredRequestSchema,
  response: notHonouredResultSchema,
  errors: [
    NotHonouredMemberErrors.unknownRedemption,
    NotHonouredMemberErrors.reportWindowClosed,
    NotHonouredMemberErrors.alreadyReported,
    NotHonouredMemberErrors.reportLimitReached,
  ],
});

/** MERCHANT-10, MERCHANT-11: the member's reports with where each stands (the Savings Tracker). */
export const getNotHonouredReports = defineEndpoint({
  area: 'redemption',
  name: 'getNotHonouredReports',
  method: 'GET',
  path: '/api/account/not-honoured-reports',
  access: 'user',
  response: memberNotHonouredReportListSchema,
  errors: [],
});
