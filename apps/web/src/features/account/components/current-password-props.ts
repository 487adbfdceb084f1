import type { UseFormReturn } from 'react-hook-form';
import type { FieldForm } from './field-form.ts';
import { clearServerError } from './server-error.ts';

type CurrentPasswordForm = FieldForm<'currentPassword'> &
  Pick<UseFormReturn<{ currentPassword: string }>, 'getFieldState' | 'clearErrors'>;

/**
 * A TextField's props for the password the account has now. A function rather than a component,
 * so the field registers while its form renders: react-hook-form focuses the first invalid field
 * in the order the fields registered.
 */
export function currentPasswordProps(form: CurrentPasswordForm) {
  return {
    label: 'Current Password',
    type: 'password',
    autoComplete: 'current-password',
    error: form.formState.errors.currentPassword?.message,
    ...form.register('currentPassword', {
      // ACCOUNT-13: a rejected current password stays marked only until it is changed.
      onChange: () => {
        clearServerError(form, 'currentPassword');
      },
    }),
  };
}
