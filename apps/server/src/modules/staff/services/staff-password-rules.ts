import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  StaffErrors,
  StaffSignInText,
  isValidPassword,
} from '@citybook/contract';
import { isCommonPassword } from '../../../lib/common-passwords.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/password-hash.ts';

/**
 * A staff member's new password (OPERATOR-4): the member rule (ACCOUNT-10), not a common password,
 * and not the one it replaces. Answers its hash.
 */
export async function newPasswordHash(password: string, replacedHash: string): Promise<string> {
  if (!isValidPassword(password))
    throw new HttpError(StaffErrors.passwordRule, PASSWORD_RULE_MESSAGE);
  if (isCommonPassword(password))
    throw new HttpError(StaffErrors.commonPassword, COMMON_PASSWORD_MESSAGE);
  if (await verifyPassword(replacedHash, password))
    throw new HttpError(StaffErrors.samePassword, StaffSignInText.samePassword);
  return hashPassword(password);
}
