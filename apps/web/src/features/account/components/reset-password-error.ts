import { AccountApi, PasswordText } from '@citybook/contract/account';
import type { ResetPasswordForm as ResetPasswordValues } from '@citybook/contract/account';
import { ApiError } from '../../../lib/api-client.ts';
import { declaredFieldFailure } from './form-failure.ts';
import { isNewPasswordRefusal } from './new-password-refusal.ts';
import type { FormFailure } from './form-failure.ts';

/** ACCOUNT-11 Reset and set password. */
export function toResetPasswordFailure(error: unknown): FormFailure<keyof ResetPasswordValues> {
  if (error instanceof ApiError) {
    // ACCOUNT-11: an expired token marks the confirm-password field.
    const fieldFailure = declaredFieldFailure(AccountApi.resetPassword, error, {
      confirmPassword: PasswordText.tokenExpired,
    });
    if (fieldFailure) return fieldFailure;
    // ACCOUNT-11 code 12 and the common-password list: the server's message, on the field that
    // needs another password (issue 32 item 7), not in a dialog.
    if (isNewPasswordRefusal(error.code))
      return { kind: 'field', field: 'password', message: error.message };
  }
  return { kind: 'dialog', message: PasswordText.resetFailed };
}
