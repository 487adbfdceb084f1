import { CreateAccountText, ErrorCode, PASSWORD_RULE_MESSAGE } from '@citybook/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import type { FormFailure } from './form-failure.ts';
import type { CreateAccountForm } from '@citybook/contract';

/** Spec §8 Create account: the codes the form can explain next to a field, else a dialog. */
export function toCreateAccountFailure(error: unknown): FormFailure<keyof CreateAccountForm> {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.invalidEmail:
      case ErrorCode.invalidEmailAlt:
        return { kind: 'field', field: 'emailAddress', message: CreateAccountText.invalidEmail };
      case ErrorCode.emailTaken:
      case ErrorCode.emailTakenAlt:
        return { kind: 'field', field: 'emailAddress', message: CreateAccountText.emailTaken };
      case ErrorCode.invalidPassword:
        return { kind: 'field', field: 'password', message: PASSWORD_RULE_MESSAGE };
    }
  }
  return { kind: 'dialog', message: messageForApiError(error, CreateAccountText.failed) };
}
