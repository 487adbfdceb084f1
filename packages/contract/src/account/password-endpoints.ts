import { emptyResponseSchema } from '../app/client-error.ts';
import { defineEndpoint } from '../endpoint.ts';
import { AccountErrors } from './error-answers.ts';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from './passwords.ts';

/*
 * The password calls (ACCOUNT-11, ACCOUNT-12, ACCOUNT-13) (forgot, reset, change), apart from AccountApi so that the web's first
 * download, which needs only the session and profile calls, does not carry them (ADR 0005).
 */
export const forgotPassword = defineEndpoint({
  area: 'account',
  name: 'forgotPassword',
  method: 'POST',
  path: '/api/account/password/forgot',
  access: 'anyone',
  rateLimit: 'password',
  body: forgotPasswordRequestSchema,
  response: emptyResponseSchema,
  errors: [],
});

export const resetPassword = defineEndpoint({
  area: 'account',
  name: 'resetPassword',
  method: 'POST',
  path: '/api/account/password/reset',
  access: 'anyone',
  rateLimit: 'password',
  body: resetPasswordRequestSchema,
  response: emptyResponseSchema,
  errors: [AccountErrors.passwordRule, AccountErrors.commonPassword, AccountErrors.tokenExpired],
});

export const changePassword = defineEndpoint({
  area: 'account',
  name: 'changePassword',
  method: 'POST',
  path: '/api/account/password/change',
  access: 'member',
  rateLimit: 'password',
  body: changePasswordRequestSchema,
  response: emptyResponseSchema,
  errors: [
    AccountErrors.wrongCurrentPassword,
    AccountErrors.passwordRule,
    AccountErrors.commonPassword,
  ],
});
