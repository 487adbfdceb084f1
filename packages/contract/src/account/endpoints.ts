import * as z from 'zod/mini';
import { emptyResponseSchema } from '../app/client-error.ts';
import { CommonErrors, defineEndpoint } from '../endpoint.ts';
import { AccountErrors } from './error-answers.ts';
import { profileUpdateRequestSchema } from './profile-update.ts';
import { expiredResponseSchema, profileSchema } from './profile.ts';
import { createAccountRequestSchema } from './create-account.ts';
import { submitLoginCodeRequestSchema } from './login-code.ts';
import { currentPasswordRequestSchema, deleteAccountRequestSchema } from './password-throttle.ts';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from './passwords.ts';
import {
  sessionIdParamsSchema,
  signOutOthersResponseSchema,
  signedInDeviceListSchema,
} from './devices.ts';
import { accountStateSchema } from './account-state.ts';

/*
 * Account calls (docs/product/account.md): the session and profile, sign-up and deletion, passwords, the signed-in
 * devices (issue #14) and the member's state beside the shared lists (issue #17). Every
 * declaration of the area is in this file (ADR 0029).
 */

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
    AccountErrors.loginCodeSent,
  ],
});

/** The second step of a login offered an e-mailed code (ACCOUNT-29): opens the session. */
export const submitLoginCode = defineEndpoint({
  area: 'account',
  name: 'submitLoginCode',
  method: 'POST',
  path: '/api/account/login/code',
  access: 'anyone',
  rateLimit: 'login',
  body: submitLoginCodeRequestSchema,
  response: profileSchema,
  errors: [AccountErrors.wrongLoginCode, AccountErrors.mustSetPassword],
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

export const createAccount = defineEndpoint({
  area: 'account',
  name: 'createAccount',
  method: 'POST',
  path: '/api/account/create',
  access: 'anyone',
  rateLimit: 'create',
  body: createAccountRequestSchema,
  response: profileSchema,
  errors: [
    AccountErrors.invalidEmail,
    AccountErrors.invalidPassword,
    AccountErrors.commonPassword,
    AccountErrors.emailTaken,
  ],
});

export const deleteAccount = defineEndpoint({
  area: 'account',
  name: 'deleteAccount',
  method: 'POST',
  path: '/api/account/deleteAccount',
  access: 'member',
  rateLimit: 'password',
  body: deleteAccountRequestSchema,
  response: emptyResponseSchema,
  errors: [AccountErrors.wrongCurrentPassword, AccountErrors.accountGone],
});

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

/** The member's signed-in devices (issue #14 item 6); not for the guest, whose one account is shared. */
export const getDevices = defineEndpoint({
  area: 'account',
  name: 'getDevices',
  method: 'GET',
  path: '/api/account/devices',
  access: 'member',
  response: signedInDeviceListSchema,
  errors: [],
});

export const signOutOtherDevices = defineEndpoint({
  area: 'account',
  name: 'signOutOtherDevices',
  method: 'POST',
  path: '/api/account/devices/signOutOthers',
  access: 'member',
  rateLimit: 'password',
  body: currentPasswordRequestSchema,
  response: signOutOthersResponseSchema,
  errors: [AccountErrors.wrongCurrentPassword, AccountErrors.accountGone],
});

/**
 * Issue 32 item 10: ends one other session of the member, once the current password confirms it
 * is them (as for all the others); answers 1, or 0 when it had ended already. Not this device's
 * own session: that is Logout.
 */
export const signOutDevice = defineEndpoint({
  area: 'account',
  name: 'signOutDevice',
  method: 'POST',
  path: '/api/account/devices/:sessionId/signOut',
  access: 'member',
  rateLimit: 'password',
  params: sessionIdParamsSchema,
  body: currentPasswordRequestSchema,
  response: signOutOthersResponseSchema,
  errors: [AccountErrors.wrongCurrentPassword, AccountErrors.accountGone],
});

/** The member's own state beside the shared merchant lists (issue #17 item 5). */
export const getAccountState = defineEndpoint({
  area: 'account',
  name: 'getAccountState',
  method: 'GET',
  path: '/api/account/state',
  access: 'user',
  response: accountStateSchema,
  errors: [],
});
