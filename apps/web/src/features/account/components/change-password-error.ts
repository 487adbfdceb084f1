import { AccountApi, PasswordText } from '@citybook/contract/account';
import type { ChangePasswordForm as ChangePasswordValues } from '@citybook/contract/account';
import { ApiError } from '../../../lib/api-client.ts';
import { declaredFieldFailure } from './form-failure.ts';
import { isNewPasswordRefusal } from './new-password-refusal.ts';
import type { FormFailure } from './form-failure.ts';

/** ACCOUNT-13 Change password. */
export function toChangePasswordFailure(error: unknown): FormFailure<keyof ChangePasswordValues> {
  if (error instanceof ApiError) {
    const fieldFailure = declaredFieldFailure(AccountApi.changePassword, error, {
      currentPassword: PasswordText.wrongCurrentPassword,
    });
    if (fieldFailure) return fieldFailure;
    // ACCOUNT-13 code 12 and the common-password list: the server's message, on the new
    // password's field (issue 32 item 7); a field has no contact link.
    if (isNewPasswordRefusal(error.code))
      return { kind: 'field', field: 'password', message: error.message };
    // The guest account: the server says why it cannot be changed.
    if (error.status === 403) return { kind: 'dialog', message: error.message };
  }
  return { kind: 'dialog', message: PasswordText.changeFailed };
}
