import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './form-page.module.css';
import type { ResetPasswordForm as ResetPasswordValues } from '@citybook/contract';

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
        label="New Password"
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
        {submitLabel}
      </Button>
    </form>
  );
}
