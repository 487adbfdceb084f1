import { defineEndpoint } from '../endpoint.ts';
import {
  NOT_HONOURED_STAFF,
  NotHonouredErrors,
  notHonouredGridPageSchema,
  notHonouredGridQuerySchema,
  notHonouredReportParamsSchema,
  notHonouredReportSchema,
  resolveNotHonouredResultSchema,
  resolveNotHonouredSchema,
} from './not-honoured-console.ts';

/*
 * MERCHANT-11: the console's queue of coupons reported not honoured (ADR 0047). They are the
 * redemption area's: a resolve may restore the redemption, which the redemption module owns.
 */

const REPORTS = '/api/console/not-honoured';

export const getNotHonouredGrid = defineEndpoint({
  area: 'redemption',
  name: 'getNotHonouredGrid',
  method: 'GET',
  path: REPORTS,
  access: 'staff',
  staffRoles: NOT_HONOURED_STAFF,
  query: notHonouredGridQuerySchema,
  response: notHonouredGridPageSchema,
  errors: [],
});

export const getNotHonouredReport = defineEndpoint({
  area: 'redemption',
  name: 'getNotHonouredReport',
  method: 'GET',
  path: `${REPORTS}/:reportId`,
  access: 'staff',
  staffRoles: NOT_HONOURED_STAFF,
  params: notHonouredReportParamsSchema,
  response: notHonouredReportSchema,
  errors: [NotHonouredErrors.unknownReport],
});

export const resolveNotHonoured = defineEndpoint({
  area: 'redemption',
  name: 'resolveNotHonoured',
  method: 'POST',
  path: `${REPORTS}/:reportId/resolve`,
  access: 'staff',
  staffRoles: NOT_HONOURED_STAFF,
  params: notHonouredReportParamsSchema,
  body: resolveNotHonouredSchema,
  response: resolveNotHonouredResultSchema,
  errors: [NotHonouredErrors.unknownReport, NotHonouredErrors.reportResolved],
});
