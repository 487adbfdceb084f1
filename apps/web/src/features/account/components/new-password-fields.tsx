import { TextField } from '../../../components/text-field/text-field.tsx';
import type { FieldForm } from './field-form.ts';

interface NewPasswordFieldsProps {
  form: FieldForm<'password' | 'confirmPassword'>;
  /** The first field's label, e.g. 'New Password'. */
  label: string;
}

/** A new password and its confirmation, checked again as the password changes (ACCOUNT-10). */
export function NewPasswordFields({ form, label }: NewPasswordFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <>
      <TextField
        label={label}
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
    </>
  );
}
