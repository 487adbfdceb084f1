import { PASSWORD_COMMON_NOTE, PASSWORD_RULE_PARTS } from '@citybook/contract/account';
import { useId, useState } from 'react';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden.tsx';
import type { FieldForm } from './field-form.ts';
import styles from './new-password-fields.module.css';

interface NewPasswordFieldsProps {
  form: FieldForm<'password' | 'confirmPassword'>;
  /** The first field's label, e.g. 'New Password'. */
  label: string;
}

/**
 * ACCOUNT-10's rule in parts, shown before the member types and ticked as each is met (issue 32
 * item 7). Not a live region: the state is read with the field, not announced at every key.
 */
function PasswordRules({ password }: { password: string }) {
  const introId = useId();
  return (
    <div className={styles.rules}>
      <p id={introId} className={styles.intro}>
        Your password needs:
      </p>
      <ul className={styles.parts} aria-labelledby={introId}>
        {PASSWORD_RULE_PARTS.map((part) => {
          const met = part.pattern.test(password);
          return (
            <li key={part.label} className={styles.part} data-met={met || undefined}>
              <span className={styles.mark} aria-hidden="true">
                {met ? '✓' : '•'}
              </span>
              {part.label}
              <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>{PASSWORD_COMMON_NOTE}</p>
    </div>
  );
}

/** A new password and its confirmation, checked again as the password changes (ACCOUNT-10). */
export function NewPasswordFields({ form, label }: NewPasswordFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const [password, setPassword] = useState('');

  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        description={<PasswordRules password={password} />}
        {...register('password', {
          deps: ['confirmPassword'],
          onChange: (event) => {
            setPassword(event.target.value);
          },
        })}
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
