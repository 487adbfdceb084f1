import { zodResolver } from '@hookform/resolvers/zod';
import { staffSignInFormSchema } from '@citybook/contract/staff';
import type { StaffSignInForm } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useForm } from 'react-hook-form';
import { useFormFailure } from '../../lib/form-failure.ts';
import { TextField } from '../field/field.tsx';
import { Notice } from '../notice/notice.tsx';
import { submitWith } from './form-submit.ts';
import styles from './sign-in.module.css';

/**
 * OPERATOR-3, MERCHANT-2, step 1: the e-mail and the password, sent to the realm's sign-in
 * (`signIn`, the console's or the business API's); its answer goes to `onAnswer`.
 */
export function PasswordStep<Answer>({
  signIn,
  onAnswer,
}: {
  signIn: (values: StaffSignInForm) => Promise<Answer>;
  onAnswer: (answer: Answer) => void;
}) {
  const form = useForm<StaffSignInForm>({
    resolver: zodResolver(staffSignInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const failure = useFormFailure(form, 'Signing in did not work. Please try again.');
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submitWith(
        form,
        failure,
        async (values) => onAnswer(await signIn(values)),
        () => {
          form.resetField('password');
          return false;
        },
      )}
    >
      {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
      <TextField
        label="Email address"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
