import { emptyResponseSchema } from '../app/client-error.ts';
import { defineEndpoint } from '../endpoint.ts';
import { createAccountRequestSchema } from './create-account.ts';
import { AccountErrors } from './error-answers.ts';
import { deleteAccountRequestSchema } from './password-throttle.ts';
import { profileSchema } from './profile.ts';

/*
 * Account creation (ACCOUNT-8) and deletion (ACCOUNT-21), apart from AccountApi so that the web's first
 * download, which needs only the session and profile calls, does not carry them (ADR 0005).
 */
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
