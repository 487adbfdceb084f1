import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { StaffErrors } from '../staff/error-answers.ts';
import {
  staffCodeRequestSchema,
  staffNewPasswordRequestSchema,
  staffSignInRequestSchema,
} from '../staff/sign-in.ts';
import { BUSINESS_ROLES } from './access.ts';
import { businessSignInStepSchema, currentBusinessUserSchema } from './sign-in.ts';

/*
 * A business's people signing in (MERCHANT-2; ADR 0046): the staff sign-in's steps and rules on
 * `/api/business/`, where the business cookies are sent. The second factor is offered, so a person
 * without one is signed in after the password.
 */

/** Step 1: e-mail and password; `signedIn` sets the session cookie, else the pending one. */
export const businessSignIn = defineEndpoint({
  area: 'business',
  name: 'businessSignIn',
  method: 'POST',
  path: '/api/business/sign-in',
  access: 'anyone',
  rateLimit: 'login',
  body: staffSignInRequestSchema,
  response: businessSignInStepSchema,
  errors: [StaffErrors.badCredentials, StaffErrors.accountLocked],
});

/** The first sign-in's new password; next: the code (if set up) or signed in. */
export const businessSetNewPassword = defineEndpoint({
  area: 'business',
  name: 'businessSetNewPassword',
  method: 'POST',
  path: '/api/business/sign-in/password',
  access: 'anyone',
  rateLimit: 'password',
  body: staffNewPasswordRequestSchema,
  response: businessSignInStepSchema,
  errors: [
    StaffErrors.signInExpired,
    StaffErrors.passwordRule,
    StaffErrors.commonPassword,
    StaffErrors.samePassword,
  ],
});

/** The authenticator's code or a recovery code, for a person who set up a second factor. */
export const businessSubmitCode = defineEndpoint({
  area: 'business',
  name: 'businessSubmitCode',
  method: 'POST',
  path: '/api/business/sign-in/code',
  access: 'anyone',
  rateLimit: 'login',
  body: staffCodeRequestSchema,
  response: currentBusinessUserSchema,
  errors: [StaffErrors.signInExpired, StaffErrors.wrongCode],
});

/** Ends the session (and a half-done sign-in) and clears the business cookies; 204 either way. */
export const businessSignOut = defineEndpoint({
  area: 'business',
  name: 'businessSignOut',
  method: 'POST',
  path: '/api/business/sign-out',
  access: 'anyone',
  body: z.object({}),
  response: null,
  errors: [],
});

export const getCurrentBusinessUser = defineEndpoint({
  area: 'business',
  name: 'getCurrentBusinessUser',
  method: 'GET',
  path: '/api/business/me',
  access: 'business',
  businessRoles: BUSINESS_ROLES,
  response: currentBusinessUserSchema,
  errors: [],
});
