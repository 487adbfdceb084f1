import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

/** Answers of the account rules (ACCOUNT-3, ACCOUNT-9, ACCOUNT-11, ACCOUNT-13), shared by the endpoints that give them. */
export const AccountErrors = {
  accountGone: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  invalidEmail: errorAnswer({
    status: 400,
    code: ErrorCode.invalidEmail,
    field: 'emailAddress',
  }),
  emailTaken: errorAnswer({
    status: 400,
    code: ErrorCode.emailTaken,
    field: 'emailAddress',
  }),
  wrongCurrentPassword: errorAnswer({
    status: 400,
    code: ErrorCode.wrongCurrentPassword,
    field: 'currentPassword',
  }),
  passwordRule: errorAnswer({ status: 400, code: ErrorCode.passwordRule }),
  commonPassword: errorAnswer({ status: 400, code: ErrorCode.commonPassword }),
  invalidPassword: errorAnswer({
    status: 400,
    code: ErrorCode.invalidPassword,
    field: 'password',
  }),
  badCredentials: errorAnswer({ status: 401, code: ErrorCode.badCredentials }),
  accountLocked: errorAnswer({ status: 400, code: ErrorCode.accountLocked }),
  mustSetPassword: errorAnswer({ status: 400, code: ErrorCode.mustSetPassword }),
  loginCodeSent: errorAnswer({ status: 401, code: ErrorCode.loginCodeSent }),
  wrongLoginCode: errorAnswer({ status: 400, code: ErrorCode.wrongLoginCode, field: 'code' }),
  tokenExpired: errorAnswer({
    status: 400,
    code: ErrorCode.tokenExpired,
    field: 'confirmPassword',
  }),
} as const;
