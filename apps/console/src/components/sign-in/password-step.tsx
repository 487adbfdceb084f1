import { zodResolver } from '@hookform/resolvers/zod';
import { StaffApi, staffSignInFormSchema } from '@citybook/contract/staff';
import type { StaffSignInForm, StaffSignInStep } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from './sign-in.module.css';

/** OPERATOR-3, step 1: the e-mail and the password. */
export function PasswordStep({ onNext }: { onNext: (next: StaffSignInStep) => void }) {
  const form = useForm<StaffSignInForm>({
    resolver: zodResolver(staffSignInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const failure = useFormFailure(form, 'Signing in did not work. Please try again.');
  const signIn = useMutation({
    mutationFn: (values: StaffSignInForm) => callApi(StaffApi.signIn, { body: values }),
    onSuccess: ({ next }) => onNext(next),
    onError: (error) => {
      failure.show(error);
      form.resetField('password');
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        failure.clear();
        void form.handleSubmit((values) => signIn.mutate(values))(event);
      }}
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
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
