import { zodResolver } from '@hookform/resolvers/zod';
import { staffNewPasswordFormSchema } from '@citybook/contract/staff';
import type { StaffNewPasswordForm } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useForm } from 'react-hook-form';
import { useFormFailure } from '../../lib/form-failure.ts';
import { Notice } from '../notice/notice.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { submitWith } from './form-submit.ts';
import styles from './sign-in.module.css';

/**
 * OPERATOR-4, MERCHANT-2: the first sign-in replaces the temporary password, under the member
 * rules; `save` sends it to the realm's sign-in. A sign-in that expired meanwhile goes to
 * `onExpired` (true when it was that), anything else shows here.
 */
export function NewPasswordStep<Answer>({
  save,
  onAnswer,
  onExpired,
}: {
  save: (newPassword: string) => Promise<Answer>;
  onAnswer: (answer: Answer) => void;
  onExpired: (error: unknown) => boolean;
}) {
  const form = useForm<StaffNewPasswordForm>({
    resolver: zodResolver(staffNewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const failure = useFormFailure(form, 'The password could not be set. Please try again.');
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submitWith(
        form,
        failure,
        async (values) => onAnswer(await save(values.password)),
        onExpired,
      )}
    >
      <p>Your password is a temporary one. Choose your own password to go on.</p>
      {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
      <NewPasswordFields
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirm={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set password'}
      </Button>
    </form>
  );
}
