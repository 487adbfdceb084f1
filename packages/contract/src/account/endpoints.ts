import * as z from 'zod/mini';
import { emptyResponseSchema } from '../app/client-error.ts';
import { CommonErrors, defineEndpoint } from '../endpoint.ts';
import { AccountErrors } from './error-answers.ts';
import { profileUpdateRequestSchema } from './profile-update.ts';
import { expiredResponseSchema, profileSchema } from './profile.ts';

export const login = defineEndpoint({
  area: 'account',
  name: 'login',
  method: 'POST',
  path: '/api/account/login',
  access: 'anyone',
  rateLimit: 'login',
  body: z.object({}),
  response: profileSchema,
  errors: [
    AccountErrors.badCredentials,
    AccountErrors.accountLocked,
    AccountErrors.mustSetPassword,
  ],
});

export const logout = defineEndpoint({
  area: 'account',
  name: 'logout',
  method: 'GET',
  path: '/api/account/logout',
  access: 'anyone',
  response: emptyResponseSchema,
  // 403 unless a script of the app sent it (AppRequestHeader or same-origin fetch metadata).
  errors: [CommonErrors.crossSite],
});

/** The spec's logout as the web app sends it: a POST, so the same-origin JSON guard covers it. */
export const logoutByPost = defineEndpoint({
  area: 'account',
  name: 'logoutByPost',
  method: 'POST',
  path: '/api/account/logout',
  access: 'anyone',
  body: z.object({}),
  response: emptyResponseSchema,
  errors: [],
});

export const getProfile = defineEndpoint({
  area: 'account',
  name: 'getProfile',
  method: 'GET',
  path: '/api/account/profile',
  access: 'user',
  response: profileSchema,
  errors: [AccountErrors.accountGone],
});

export const getExpired = defineEndpoint({
  area: 'account',
  name: 'getExpired',
  method: 'GET',
  path: '/api/account/expired',
  access: 'user',
  response: expiredResponseSchema,
  errors: [AccountErrors.accountGone],
});

export const updateProfile = defineEndpoint({
  area: 'account',
  name: 'updateProfile',
  method: 'POST',
  path: '/api/account/profile/update',
  access: 'member',
  body: profileUpdateRequestSchema,
  response: profileSchema,
  errors: [
    AccountErrors.invalidEmail,
    AccountErrors.wrongCurrentPassword,
    AccountErrors.emailTaken,
    AccountErrors.accountGone,
  ],
});

/** Account calls (docs/product/account.md). */
