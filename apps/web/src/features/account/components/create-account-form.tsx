import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './form-page.module.css';
import type { CreateAccountForm as CreateAccountValues } from '@citybook/contract';

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
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.emailAddress?.message}
        {...register('emailAddress')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={pending}>
        Create Account
      </Button>
    </form>
  );
}
