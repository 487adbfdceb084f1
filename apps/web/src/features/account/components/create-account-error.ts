import {
  AccountApi,
  COMMON_PASSWORD_MESSAGE,
  CreateAccountText,
  PASSWORD_RULE_MESSAGE,
} from '@citybook/contract/account';
import type { CreateAccountForm } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import { ApiError } from '../../../lib/api-client.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import { emailAddressFailure } from './email-address-failure.ts';
import { declaredFieldFailure } from './form-failure.ts';
import type { FormFailure } from './form-failure.ts';

/** ACCOUNT-9 Create account: the codes the form can explain next to a field, else a dialog. */
export function toCreateAccountFailure(error: unknown): FormFailure<keyof CreateAccountForm> {
  if (error instanceof ApiError) {
    const emailFailure = emailAddressFailure(error.code);
    if (emailFailure) return emailFailure;
    if (error.code === ErrorCode.commonPassword) {
      return { kind: 'field', field: 'password', message: COMMON_PASSWORD_MESSAGE };
    }
    const fieldFailure = declaredFieldFailure(AccountApi.createAccount, error, {
      password: PASSWORD_RULE_MESSAGE,
    });
    if (fieldFailure) return fieldFailure;
  }
  return { kind: 'dialog', message: messageForApiError(error, CreateAccountText.failed) };
}
