import { zodResolver } from '@hookform/resolvers/zod';
import { StaffApi, secondFactorFormSchema } from '@citybook/contract/staff';
import type { CurrentStaff, SecondFactorForm } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from './sign-in.module.css';

/** OPERATOR-3, OPERATOR-5: the authenticator's 6-digit code, or a recovery code in its place. */
export function CodeStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (staff: CurrentStaff) => void;
  onExpired: (error: unknown) => boolean;
}) {
  const form = useForm<SecondFactorForm>({
    resolver: zodResolver(secondFactorFormSchema),
    defaultValues: { code: '' },
  });
  const failure = useFormFailure(form, 'The code could not be checked. Please try again.');
  const submit = useMutation({
    mutationFn: (values: SecondFactorForm) =>
      callApi(StaffApi.submitCode, { body: { code: values.code } }),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (!onExpired(error)) failure.show(error);
      form.resetField('code', { keepError: true });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        failure.clear();
        void form.handleSubmit((values) => submit.mutate(values))(event);
      }}
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
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Checking…' : 'Sign in'}
      </Button>
    </form>
  );
}
