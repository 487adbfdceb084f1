import type { LoginForm as LoginFormValues } from '@citybook/contract';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './form-page.module.css';
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

  // Spec §5: rejected credentials stay marked only until either input changes.
  const clearRejection = () => {
    clearServerError(form, 'email');
  };

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
      <Button type="submit" disabled={pending}>
        Log In
      </Button>
    </form>
  );
}
