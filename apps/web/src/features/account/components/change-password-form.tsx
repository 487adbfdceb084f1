import type { UseFormReturn } from 'react-hook-form';
import type { ChangePasswordForm as ChangePasswordValues } from '@citybook/contract/account';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { AccountForm } from './account-form.tsx';
import { currentPasswordProps } from './current-password-props.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

interface ChangePasswordFormProps {
  form: UseFormReturn<ChangePasswordValues>;
  disabled: boolean;
  onSubmit: (values: ChangePasswordValues) => void;
}

export function ChangePasswordForm({ form, disabled, onSubmit }: ChangePasswordFormProps) {
  return (
    <AccountForm
      onSubmit={form.handleSubmit(onSubmit)}
      submitLabel="Change Password"
      disabled={disabled}
    >
      <TextField {...currentPasswordProps(form)} />
      <NewPasswordFields form={form} label="New Password" />
    </AccountForm>
  );
}
