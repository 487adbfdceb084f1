import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

/** Answers of the staff rules (OPERATOR-3…7), each on the console form field that shows it. */
export const StaffErrors = {
  /** A wrong password, an unknown e-mail and a disabled account get the same answer (OPERATOR-3). */
  badCredentials: errorAnswer({ status: 401, code: ErrorCode.badCredentials }),
  /** The member password throttle's lock (ACCOUNT-24); the message says until when. */
  accountLocked: errorAnswer({ status: 400, code: ErrorCode.accountLocked }),
  signInExpired: errorAnswer({ status: 401, code: ErrorCode.staffSignInExpired }),
  wrongCode: errorAnswer({ status: 400, code: ErrorCode.wrongStaffCode, field: 'code' }),
  passwordRule: errorAnswer({ status: 400, code: ErrorCode.passwordRule, field: 'password' }),
  commonPassword: errorAnswer({ status: 400, code: ErrorCode.commonPassword, field: 'password' }),
  samePassword: errorAnswer({ status: 400, code: ErrorCode.samePassword, field: 'password' }),
  wrongCurrentPassword: errorAnswer({
    status: 400,
    code: ErrorCode.wrongCurrentPassword,
    field: 'currentPassword',
  }),
  emailTaken: errorAnswer({ status: 400, code: ErrorCode.emailTaken, field: 'email' }),
  staffNotFound: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  ownAccount: errorAnswer({ status: 409, code: ErrorCode.ownStaffAccount }),
} as const;

/** The messages of the sign-in answers, the same words whatever went wrong. */
export const StaffSignInText = {
  badCredentials: 'The email address or password is incorrect.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  wrongCode: 'The code is wrong or was already used.',
  samePassword: 'Please choose a password other than the temporary one.',
  ownAccount: 'You cannot change your own role, disable yourself or reset your own second factor.',
} as const;
