import { CreateAccountText } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import type { FormFailure } from './form-failure.ts';

/** ACCOUNT-9: the codes that mark the email field of a form that sets the account's email. */
export function emailAddressFailure(code: number | string): FormFailure<'emailAddress'> | null {
  switch (code) {
    case ErrorCode.invalidEmail:
    case ErrorCode.invalidEmailAlt:
      return { kind: 'field', field: 'emailAddress', message: CreateAccountText.invalidEmail };
    case ErrorCode.emailTaken:
    case ErrorCode.emailTakenAlt:
      return { kind: 'field', field: 'emailAddress', message: CreateAccountText.emailTaken };
  }
  return null;
}
