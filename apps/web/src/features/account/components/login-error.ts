import { LOGIN_FAILED_MESSAGE } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import { ApiError } from '../../../lib/api-client.ts';
import { isRateLimited } from '../../../lib/api-error-message.ts';

export type LoginFailure =
  | { kind: 'invalidCredentials' }
  | { kind: 'setPassword'; token: string }
  | { kind: 'codeSent'; challenge: string }
  | { kind: 'dialog'; message: string };

/** ACCOUNT-3 Login: what the login screen does with a failed login. */
export function toLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'dialog', message: LOGIN_FAILED_MESSAGE };
  // ACCOUNT-29: the account is under attack; a right password earned an e-mailed code.
  if (error.code === ErrorCode.loginCodeSent) return { kind: 'codeSent', challenge: error.message };
  if (error.status === 401) return { kind: 'invalidCredentials' };
  if (error.code === ErrorCode.mustSetPassword)
    return { kind: 'setPassword', token: error.message };
  if (error.code === ErrorCode.accountLocked || isRateLimited(error))
    return { kind: 'dialog', message: error.message };
  return { kind: 'dialog', message: LOGIN_FAILED_MESSAGE };
}
