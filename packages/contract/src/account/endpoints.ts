import * as z from 'zod/mini';
import { emptyResponseSchema } from '../app/client-error.ts';
import { ErrorCode } from '../app/errors.ts';
import { defineEndpoint, errorAnswer } from '../endpoint.ts';
import { createAccountRequestSchema } from './create-account.ts';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from './passwords.ts';
import { profileUpdateRequestSchema } from './profile-update.ts';
import { expiredResponseSchema, profileSchema } from './profile.ts';

/** Answers of the account rules (spec §8), shared by the endpoints that give them. */
export const AccountErrors = {
  accountGone: errorAnswer({
    status: 404,
    code: ErrorCode.notFound,
    when: 'The session’s account has been deleted meanwhile.',
  }),
  invalidEmail: errorAnswer({
    status: 400,
    code: ErrorCode.invalidEmail,
    when: 'The email address is not valid.',
    field: 'emailAddress',
  }),
  emailTaken: errorAnswer({
    status: 400,
    code: ErrorCode.emailTaken,
    when: 'Another account has this email address.',
    field: 'emailAddress',
  }),
  wrongCurrentPassword: errorAnswer({
    status: 400,
    code: ErrorCode.wrongCurrentPassword,
    when: 'The current password is missing or wrong.',
    field: 'currentPassword',
  }),
  passwordRule: errorAnswer({
    status: 400,
    code: ErrorCode.passwordRule,
    when: 'The new password breaks the password rule.',
  }),
  invalidPassword: errorAnswer({
    status: 400,
    code: ErrorCode.invalidPassword,
    when: 'The password breaks the password rule.',
    field: 'password',
  }),
  badCredentials: errorAnswer({
    status: 401,
    code: ErrorCode.badCredentials,
    when: 'The email or the password is wrong.',
  }),
  accountLocked: errorAnswer({
    status: 400,
    code: ErrorCode.accountLocked,
    when: 'The account is locked after too many failed logins; the message says until when.',
  }),
  mustSetPassword: errorAnswer({
    status: 400,
    code: ErrorCode.mustSetPassword,
    when: 'The member must choose a password first; the message is the set-password token.',
  }),
  tokenExpired: errorAnswer({
    status: 400,
    code: ErrorCode.tokenExpired,
    when: 'The token is unknown, used or expired.',
    field: 'confirmPassword',
  }),
} as const;

const createAccount = defineEndpoint({
  area: 'account',
  name: 'createAccount',
  method: 'POST',
  path: '/api/account/create',
  summary: 'Creates an account and logs it in (session cookies).',
  access: 'anyone',
  rateLimit: 'create',
  body: createAccountRequestSchema,
  response: profileSchema,
  errors: [AccountErrors.invalidEmail, AccountErrors.invalidPassword, AccountErrors.emailTaken],
});

const login = defineEndpoint({
  area: 'account',
  name: 'login',
  method: 'POST',
  path: '/api/account/login',
  summary: 'Logs in with Basic authorization (email and password) and an empty JSON body.',
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

const logout = defineEndpoint({
  area: 'account',
  name: 'logout',
  method: 'GET',
  path: '/api/account/logout',
  summary: 'Ends the session and clears its cookies.',
  access: 'anyone',
  response: emptyResponseSchema,
  errors: [],
});

const getProfile = defineEndpoint({
  area: 'account',
  name: 'getProfile',
  method: 'GET',
  path: '/api/account/profile',
  summary: 'The logged-in member’s profile (spec §3).',
  access: 'user',
  response: profileSchema,
  errors: [AccountErrors.accountGone],
});

const getExpired = defineEndpoint({
  area: 'account',
  name: 'getExpired',
  method: 'GET',
  path: '/api/account/expired',
  summary: 'When the member’s current activation ends.',
  access: 'user',
  response: expiredResponseSchema,
  errors: [AccountErrors.accountGone],
});

const updateProfile = defineEndpoint({
  area: 'account',
  name: 'updateProfile',
  method: 'POST',
  path: '/api/account/profile/update',
  summary: 'Changes the contact details; a new email address needs the current password.',
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

const forgotPassword = defineEndpoint({
  area: 'account',
  name: 'forgotPassword',
  method: 'POST',
  path: '/api/account/password/forgot',
  summary: 'Mails a password-reset link; the same answer whether or not the email has an account.',
  access: 'anyone',
  rateLimit: 'password',
  body: forgotPasswordRequestSchema,
  response: emptyResponseSchema,
  errors: [],
});

const resetPassword = defineEndpoint({
  area: 'account',
  name: 'resetPassword',
  method: 'POST',
  path: '/api/account/password/reset',
  summary: 'Sets a new password with a reset (or set-password) token; ends every session.',
  access: 'anyone',
  rateLimit: 'password',
  body: resetPasswordRequestSchema,
  response: emptyResponseSchema,
  errors: [AccountErrors.passwordRule, AccountErrors.tokenExpired],
});

const changePassword = defineEndpoint({
  area: 'account',
  name: 'changePassword',
  method: 'POST',
  path: '/api/account/password/change',
  summary: 'Changes the password; the member’s other sessions end.',
  access: 'member',
  rateLimit: 'password',
  body: changePasswordRequestSchema,
  response: emptyResponseSchema,
  errors: [AccountErrors.wrongCurrentPassword, AccountErrors.passwordRule],
});

const deleteAccount = defineEndpoint({
  area: 'account',
  name: 'deleteAccount',
  method: 'POST',
  path: '/api/account/deleteAccount',
  summary: 'Deletes the account with its sessions and tokens.',
  access: 'member',
  response: emptyResponseSchema,
  errors: [],
});

/** Spec §7 account calls. */
export const AccountApi = {
  createAccount,
  login,
  logout,
  getProfile,
  getExpired,
  updateProfile,
  forgotPassword,
  resetPassword,
  changePassword,
  deleteAccount,
} as const;
