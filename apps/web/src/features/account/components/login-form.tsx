import type { LoginForm as LoginFormValues } from '@citybook/contract/account';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { AccountForm } from './account-form.tsx';
import { EmailField } from './email-field.tsx';
import { clearServerError } from './server-error.ts';

interface LoginFormProps {
  form: UseFormReturn<LoginFormValues>;
  pending: boolean;
  onSubmit: (values: LoginFormValues) => void;
}

export function LoginForm({ form, pending, onSubmit }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  // ACCOUNT-3: rejected credentials stay marked only until either input changes.
  const clearRejection = () => {
    clearServerError(form, 'email');
  };

  return (
    <AccountForm onSubmit={handleSubmit(onSubmit)} submitLabel="Log In" disabled={pending}>
      <EmailField
        error={errors.email?.message}
        {...register('email', { onChange: clearRejection })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { onChange: clearRejection })}
      />
    </AccountForm>
  );
}
