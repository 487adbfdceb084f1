import { ErrorCode } from '@citybook/contract/app';

/** The server refused the new password: the rule (ACCOUNT-10) or the common-password list; its
 *  message says which. */
export function isNewPasswordRefusal(code: number | string): boolean {
  return code === ErrorCode.passwordRule || code === ErrorCode.commonPassword;
}
