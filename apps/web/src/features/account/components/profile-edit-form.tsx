import { formatPhone } from '@citybook/contract';
import type { ProfileEditForm as ProfileEditValues } from '@citybook/contract';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './form-page.module.css';
import type { ProfileEditOutput } from './profile-edit-schema.ts';
import { clearServerError } from './server-error.ts';

interface ProfileEditFormProps {
  form: UseFormReturn<ProfileEditValues, unknown, ProfileEditOutput>;
  disabled: boolean;
  onSubmit: (values: ProfileEditOutput) => void;
}

export function ProfileEditForm({ form, disabled, onSubmit }: ProfileEditFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const phone = register('phone');

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
        {...register('emailAddress', {
          onChange: () => {
            clearServerError(form, 'emailAddress');
          },
        })}
      />
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword', {
          onChange: () => {
            clearServerError(form, 'currentPassword');
          },
        })}
      />
      <TextField
        label="First Name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        placeholder="(555) 555-5555"
        error={errors.phone?.message}
        {...phone}
        onChange={(event) => {
          // Spec §5: the number is shown as (###) ###-#### while it is typed.
          event.target.value = formatPhone(event.target.value);
          void phone.onChange(event);
        }}
      />
      <TextField
        label="ZIP Code"
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <Button type="submit" disabled={disabled}>
        Save
      </Button>
    </form>
  );
}
