import type { ProfileEditForm as ProfileEditValues } from '@citybook/contract/account';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { phoneMask } from '../../../lib/masks.ts';
import { useMask } from '../../../lib/use-mask.ts';
import { AccountForm } from './account-form.tsx';
import styles from './form-page.module.css';
import { currentPasswordProps } from './current-password-props.ts';
import { EmailField } from './email-field.tsx';
import type { ProfileEditOutput } from './profile-edit-schema.ts';
import { clearServerError } from './server-error.ts';
import { EmailChangeText } from '../account-screen-text.ts';

interface ProfileEditFormProps {
  form: UseFormReturn<ProfileEditValues, unknown, ProfileEditOutput>;
  disabled: boolean;
  /** Only while the email differs from the account's: the server needs the password for it. */
  asksCurrentPassword: boolean;
  onSubmit: (values: ProfileEditOutput) => void;
}

export function ProfileEditForm({
  form,
  disabled,
  asksCurrentPassword,
  onSubmit,
}: ProfileEditFormProps) {
  const whyId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const phone = register('phone');
  const phoneInput = useMask(phoneMask);

  return (
    <AccountForm onSubmit={handleSubmit(onSubmit)} submitLabel="Save" disabled={disabled}>
      <EmailField
        error={errors.emailAddress?.message}
        {...register('emailAddress', {
          onChange: () => {
            clearServerError(form, 'emailAddress');
          },
        })}
      />
      {asksCurrentPassword ? (
        <div className={styles.field}>
          <TextField
            {...currentPasswordProps(form)}
            // An error, when there is one, describes the field instead.
            {...(errors.currentPassword ? {} : { 'aria-describedby': whyId })}
          />
          <p id={whyId} className={styles.hint}>
            {EmailChangeText.why}
          </p>
        </div>
      ) : null}
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
        onFocus={phoneInput.onFocus}
        onChange={(event) => {
          // CATALOG-10: the number is shown as (###) ###-#### while it is typed.
          phoneInput.onChange(event);
          void phone.onChange(event);
        }}
      />
      <TextField
        label="ZIP Code"
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
    </AccountForm>
  );
}
