import { AccountApi, PasswordText, ProfileText } from '@citybook/contract/account';
import type { ProfileEditForm } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import { ApiError } from '../../../lib/api-client.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import { emailAddressFailure } from './email-address-failure.ts';
import { declaredFieldFailure } from './form-failure.ts';
import type { FormFailure } from './form-failure.ts';

/** What a failed profile update shows: the account codes on their fields, else a dialog. */
export function toProfileEditFailure(error: unknown): FormFailure<keyof ProfileEditForm> {
  if (error instanceof ApiError) {
    const emailFailure = emailAddressFailure(error.code);
    if (emailFailure) return emailFailure;
    const fieldFailure = declaredFieldFailure(AccountApi.updateProfile, error, {
      currentPassword: PasswordText.wrongCurrentPassword,
    });
    if (fieldFailure) return fieldFailure;
    if (error.code === ErrorCode.validation) return { kind: 'dialog', message: error.message };
    // The guest account: the server says why it cannot be changed.
    if (error.status === 403) return { kind: 'dialog', message: error.message };
  }
  return { kind: 'dialog', message: messageForApiError(error, ProfileText.updateFailed) };
}
