import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { StaffErrors } from '../staff/error-answers.ts';
import { enrolmentSchema, recoveryCodesSchema } from '../staff/second-factor.ts';
import { staffChangePasswordRequestSchema, staffCodeRequestSchema } from '../staff/sign-in.ts';
import { BUSINESS_ROLES } from './access.ts';
import {
  BusinessAccountErrors,
  businessSecondFactorSchema,
  turnOffSecondFactorRequestSchema,
} from './account.ts';

/*
 * MERCHANT-15: a business person's own account (merchant admin and counter staff alike): the
 * password, and the two-step sign-in they may set up, renew the recovery codes of, and turn off.
 */

/** Changes the person's own password, given the current one; their other sessions end. */
export const changeBusinessPassword = defineEndpoint({
  area: 'business',
  name: 'changeBusinessPassword',
  method: 'POST',
  path: '/api/business/me/password',
  access: 'business',
  businessRoles: BUSINESS_ROLES,
  rateLimit: 'password',
  body: staffChangePasswordRequestSchema,
  response: null,
  errors: [
    StaffErrors.wrongCurrentPassword,
    StaffErrors.passwordRule,
    StaffErrors.commonPassword,
    StaffErrors.samePassword,
  ],
});

export const getBusinessSecondFactor = defineEndpoint({
  area: 'business',
  name: 'getBusinessSecondFactor',
  method: 'GET',
  path: '/api/business/me/second-factor',
  access: 'business',
  businessRoles: BUSINESS_ROLES,
  response: businessSecondFactorSchema,
  errors: [],
});

/** A new authenticator secret to confirm; a new start replaces one not yet confirmed. */
export const startBusinessEnrolment = defineEndpoint({
  area: 'business',
  name: 'startBusinessEnrolment',
  method: 'POST',
  path: '/api/business/me/second-factor/enrolment',
  access: 'business',
  businessRoles: BUSINESS_ROLES,
  body: z.object({}),
  response: enrolmentSchema,
  errors: [BusinessAccountErrors.secondFactorState],
});

/** A code of the new secret turns two-step sign-in on: the recovery codes, shown once. */
export const finishBusinessEnrolment = defineEndpoint({
  area: 'business',
  name: 'finishBusinessEnrolment',
  method: 'POST',
  path: '/api/business/me/second-factor/enrolment/finish',
  access: 'business',
  businessRoles: BUSINESS_ROLES,
  rateLimit: 'login',
  body: staffCodeRequestSchema,
  response: recoveryCodesSchema,
  errors: [StaffErrors.wrongCode, BusinessAccountErrors.secondFactorState],
});

/** A new set of recovery codes replaces the old one; shown once. */
export const newBusinessRecoveryCodes = defineEndpoint({
  area: 'business',
  name: 'newBusinessRecoveryCodes',
  method: 'POST',
  path: '/api/business/me/recovery-codes',
  access: 'business',
  businessRoles: BUSINESS_ROLES,
  body: z.object({}),
  response: recoveryCodesSchema,
  errors: [BusinessAccountErrors.secondFactorState],
});

/** Turns two-step sign-in off, given the password and a current code (or a recovery code). */
export const turnOffBusinessSecondFactor = defineEndpoint({
  area: 'business',
  name: 'turnOffBusinessSecondFactor',
  method: 'POST',
  path: '/api/business/me/second-factor/off',
  access: 'business',
  businessRoles: BUSINESS_ROLES,
  rateLimit: 'password',
  body: turnOffSecondFactorRequestSchema,
  response: null,
  errors: [
    StaffErrors.wrongCurrentPassword,
    StaffErrors.wrongCode,
    BusinessAccountErrors.secondFactorState,
  ],
});
