import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangePasswordForm as Values } from '@citybook/contract/account';
import { staffChangePasswordFormSchema } from '@citybook/contract/staff';
import type { StaffChangePasswordRequest } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormFailure } from '../../lib/form-failure.ts';
import { TextField } from '../field/field.tsx';
import { Notice } from '../notice/notice.tsx';
import { submitWith } from '../sign-in/form-submit.ts';
import { NewPasswordFields } from '../sign-in/new-password-fields.tsx';
import styles from './own-account.module.css';

const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

export const ChangePasswordText = {
  done: (where: string) =>
    `Your password is changed. Any other place you were signed in to ${where} is signed out.`,
  failed: 'The password could not be changed. Please try again.',
} as const;

/**
 * The signed-in person changes their own password (OPERATOR-4's rules, the member password rule;
 * MERCHANT-15): the current one, the new one twice, sent by `change` to the realm's endpoint; the
 * server's refusals show on their field. `where` names what the other sessions were signed in to.
 */
export function ChangePasswordForm({
  titleId,
  where,
  change,
}: {
  titleId: string;
  where: string;
  change: (body: StaffChangePasswordRequest) => Promise<unknown>;
}) {
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(staffChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const failure = useFormFailure(form, ChangePasswordText.failed);
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        setDone(false);
        submitWith(form, failure, async (values) => {
          await change({ currentPassword: values.currentPassword, newPassword: values.password });
          form.reset(EMPTY);
          setDone(true);
        })(event);
      }}
    >
      {done ? <Notice tone="success">{ChangePasswordText.done(where)}</Notice> : null}
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
