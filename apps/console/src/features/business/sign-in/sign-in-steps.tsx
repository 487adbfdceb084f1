import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULE_MESSAGE } from '@citybook/contract/account';
import { BusinessApi } from '@citybook/contract/business';
import type { BusinessSignInStep } from '@citybook/contract/business';
import {
  secondFactorFormSchema,
  staffNewPasswordFormSchema,
  staffSignInFormSchema,
} from '@citybook/contract/staff';
import type {
  SecondFactorForm,
  StaffNewPasswordForm,
  StaffSignInForm,
} from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from './business-sign-in.module.css';

/*
 * MERCHANT-2: a business person's sign-in steps, under the staff sign-in's rules (OPERATOR-3,
 * OPERATOR-4) on the business API: the password, a new password at the first sign-in, and the
 * code when they have set up a second factor.
 */

type Next = (next: BusinessSignInStep) => void;

export function PasswordStep({ onNext }: { onNext: Next }) {
  const form = useForm<StaffSignInForm>({
    resolver: zodResolver(staffSignInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const failure = useFormFailure(form, 'Signing in did not work. Please try again.');
  const signIn = useMutation({
    mutationFn: (values: StaffSignInForm) => callApi(BusinessApi.businessSignIn, { body: values }),
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

export function NewPasswordStep({
  onNext,
  onExpired,
}: {
  onNext: Next;
  onExpired: (error: unknown) => boolean;
}) {
  const form = useForm<StaffNewPasswordForm>({
    resolver: zodResolver(staffNewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const failure = useFormFailure(form, 'The password could not be set. Please try again.');
  const save = useMutation({
    mutationFn: (values: StaffNewPasswordForm) =>
      callApi(BusinessApi.businessSetNewPassword, { body: { newPassword: values.password } }),
    onSuccess: ({ next }) => onNext(next),
    onError: (error) => {
      if (!onExpired(error)) failure.show(error);
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        failure.clear();
        void form.handleSubmit((values) => save.mutate(values))(event);
      }}
    >
      <p>Your password is a temporary one. Choose your own password to go on.</p>
      {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_MESSAGE}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm the new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Set password'}
      </Button>
    </form>
  );
}

export function CodeStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: () => void;
  onExpired: (error: unknown) => boolean;
}) {
  const form = useForm<SecondFactorForm>({
    resolver: zodResolver(secondFactorFormSchema),
    defaultValues: { code: '' },
  });
  const failure = useFormFailure(form, 'The code could not be checked. Please try again.');
  const submit = useMutation({
    mutationFn: (values: SecondFactorForm) =>
      callApi(BusinessApi.businessSubmitCode, { body: { code: values.code } }),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (!onExpired(error)) failure.show(error);
      form.resetField('code', { keepError: true });
    },
  });
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
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Checking…' : 'Sign in'}
      </Button>
    </form>
  );
}
