import type { UseFormReturn } from 'react-hook-form';
import type { CreateAccountForm as CreateAccountValues } from '@citybook/contract/account';
import { AccountForm } from './account-form.tsx';
import { EmailField } from './email-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

interface CreateAccountFormProps {
  form: UseFormReturn<CreateAccountValues>;
  pending: boolean;
  onSubmit: (values: CreateAccountValues) => void;
}

export function CreateAccountForm({ form, pending, onSubmit }: CreateAccountFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <AccountForm onSubmit={handleSubmit(onSubmit)} submitLabel="Create Account" disabled={pending}>
      <EmailField error={errors.emailAddress?.message} {...register('emailAddress')} />
      <NewPasswordFields form={form} label="Password" />
    </AccountForm>
  );
}
