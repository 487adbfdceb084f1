import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { deskAnswerSchema, deskCodeParamsSchema } from './desk.ts';
import {
  merchantNotHonouredListSchema,
  merchantNotHonouredQuerySchema,
} from './merchant-not-honoured.ts';

/*
 * The Redeem Desk's calls (MERCHANT-4…6; ADR 0049): counter staff, or the organisation's admin,
 * check a verification code at one of their locations, and accept it there. The location is in
 * the path; the server refuses one that is not the caller's (403) before reading anything.
 */

/** MERCHANT-5: one of five answers; a lookup stamps nothing. */
export const checkCodeAtLocation = defineEndpoint({
  area: 'redemption',
  name: 'checkCodeAtLocation',
  method: 'GET',
  path: '/api/business/locations/:merchantId/codes/:code',
  access: 'business',
  businessRoles: ['counterStaff', 'merchantAdmin'],
  rateLimit: 'desk',
  params: deskCodeParamsSchema,
  response: deskAnswerSchema,
  errors: [],
});

/**
 * MERCHANT-5: marks a valid code checked by the caller at the location, once: answers `accepted`,
 * or the answer a check gives now (`alreadyChecked` after any earlier accept). Audited.
 */
export const acceptCodeAtLocation = defineEndpoint({
  area: 'redemption',
  name: 'acceptCodeAtLocation',
  method: 'POST',
  path: '/api/business/locations/:merchantId/codes/:code/accept',
  access: 'business',
  businessRoles: ['counterStaff', 'merchantAdmin'],
  rateLimit: 'desk',
  params: deskCodeParamsSchema,
  body: z.object({}),
  response: deskAnswerSchema,
  errors: [],
});

/**
 * MERCHANT-11: the reports that a coupon was not honoured at the organisation's locations in the
 * last `days` days, oldest first, without the members' identity (MERCHANT-3).
 */
export const getLocationNotHonouredReports = defineEndpoint({
  area: 'redemption',
  name: 'getLocationNotHonouredReports',
  method: 'GET',
  path: '/api/business/not-honoured',
  access: 'business',
  businessRoles: ['merchantAdmin'],
  query: merchantNotHonouredQuerySchema,
  response: merchantNotHonouredListSchema,
  errors: [],
});
