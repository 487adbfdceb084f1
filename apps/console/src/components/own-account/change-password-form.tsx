import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangePasswordForm as Values } from '@citybook/contract/account';
import { StaffApi, staffChangePasswordFormSchema } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { NewPasswordFields } from '../sign-in/new-password-fields.tsx';
import styles from './account.module.css';

const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

export const ChangePasswordText = {
  done: 'Your password is changed. Any other place you were signed in to the console is signed out.',
  failed: 'The password could not be changed. Please try again.',
} as const;

/**
 * The signed-in person changes their own password (OPERATOR-4's rules, the member password rule):
 * the current one, the new one twice; the server's refusals show on their field.
 */
export function ChangePasswordForm({ titleId }: { titleId: string }) {
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(staffChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const failure = useFormFailure(form, ChangePasswordText.failed);
  const change = useMutation({
    mutationFn: (values: Values) =>
      callApi(StaffApi.changeOwnPassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.password },
      }),
    onSuccess: () => {
      form.reset(EMPTY);
      setDone(true);
    },
    onError: failure.show,
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        failure.clear();
        setDone(false);
        void form.handleSubmit((values) => change.mutate(values))(event);
      }}
    >
      {done ? <Notice tone="success">{ChangePasswordText.done}</Notice> : null}
      {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirm={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
