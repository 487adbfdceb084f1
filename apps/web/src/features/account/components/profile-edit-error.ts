import { CreateAccountText, ErrorCode, PasswordText, ProfileText } from '@citybook/contract';
import type { ProfileEditForm } from '@citybook/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import type { FormFailure } from './form-failure.ts';

/** What a failed profile update shows: the account codes on their fields, else a dialog. */
export function toProfileEditFailure(error: unknown): FormFailure<keyof ProfileEditForm> {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.invalidEmail:
      case ErrorCode.invalidEmailAlt:
        return { kind: 'field', field: 'emailAddress', message: CreateAccountText.invalidEmail };
      case ErrorCode.emailTaken:
      case ErrorCode.emailTakenAlt:
        return { kind: 'field', field: 'emailAddress', message: CreateAccountText.emailTaken };
      case ErrorCode.wrongCurrentPassword:
        return {
          kind: 'field',
          field: 'currentPassword',
          message: PasswordText.wrongCurrentPassword,
        };
      case ErrorCode.validation:
        return { kind: 'dialog', message: error.message };
    }
    // The guest account: the server says why it cannot be changed.
    if (error.status === 403) return { kind: 'dialog', message: error.message };
  }
  return { kind: 'dialog', message: messageForApiError(error, ProfileText.updateFailed) };
}
