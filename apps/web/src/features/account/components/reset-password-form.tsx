import type { UseFormReturn } from 'react-hook-form';
import type { ResetPasswordForm as ResetPasswordValues } from '@citybook/contract/account';
import { AccountForm } from './account-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

interface ResetPasswordFormProps {
  form: UseFormReturn<ResetPasswordValues>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ResetPasswordValues) => void;
}

export function ResetPasswordForm({
  form,
  submitLabel,
  pending,
  onSubmit,
}: ResetPasswordFormProps) {
  return (
    <AccountForm
      onSubmit={form.handleSubmit(onSubmit)}
      submitLabel={submitLabel}
      disabled={pending}
    >
      <NewPasswordFields form={form} label="New Password" />
    </AccountForm>
  );
}
