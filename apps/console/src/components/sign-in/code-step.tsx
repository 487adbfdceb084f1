import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorFormSchema } from '@citybook/contract/staff';
import type { SecondFactorForm } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useForm } from 'react-hook-form';
import { useFormFailure } from '../../lib/form-failure.ts';
import { TextField } from '../field/field.tsx';
import { Notice } from '../notice/notice.tsx';
import { submitWith } from './form-submit.ts';
import styles from './sign-in.module.css';

/**
 * OPERATOR-3, OPERATOR-5, MERCHANT-15: the authenticator's 6-digit code, or a recovery code in
 * its place, sent to the realm's sign-in (`submit`).
 */
export function CodeStep<Answer>({
  submit,
  onSignedIn,
  onExpired,
}: {
  submit: (code: string) => Promise<Answer>;
  onSignedIn: (answer: Answer) => void;
  onExpired: (error: unknown) => boolean;
}) {
  const form = useForm<SecondFactorForm>({
    resolver: zodResolver(secondFactorFormSchema),
    defaultValues: { code: '' },
  });
  const failure = useFormFailure(form, 'The code could not be checked. Please try again.');
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submitWith(
        form,
        failure,
        async (values) => onSignedIn(await submit(values.code)),
        (error) => {
          form.resetField('code', { keepError: true });
          return onExpired(error);
        },
      )}
    >
      {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
      <TextField
        label="Code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        className={styles.codeInput}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Sign in'}
      </Button>
    </form>
  );
}
