import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './form-page.module.css';
import type { ChangePasswordForm as ChangePasswordValues } from '@citybook/contract';
import { clearServerError } from './server-error.ts';

interface ChangePasswordFormProps {
  form: UseFormReturn<ChangePasswordValues>;
  disabled: boolean;
  onSubmit: (values: ChangePasswordValues) => void;
}

export function ChangePasswordForm({ form, disabled, onSubmit }: ChangePasswordFormProps) {
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
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword', {
          // Spec §5: a rejected current password stays marked only until it is changed.
          onChange: () => {
            clearServerError(form, 'currentPassword');
          },
        })}
      />
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
      <Button type="submit" disabled={disabled}>
        Change Password
      </Button>
    </form>
  );
}
