import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULE_MESSAGE } from '@citybook/contract/account';
import { StaffApi, staffNewPasswordFormSchema } from '@citybook/contract/staff';
import type { StaffNewPasswordForm, StaffSignInStep } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from './sign-in.module.css';

/** OPERATOR-4: the first sign-in replaces the temporary password, under the member rules. */
export function NewPasswordStep({
  onNext,
  onExpired,
}: {
  onNext: (next: StaffSignInStep) => void;
  onExpired: (error: unknown) => boolean;
}) {
  const form = useForm<StaffNewPasswordForm>({
    resolver: zodResolver(staffNewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const failure = useFormFailure(form, 'The password could not be set. Please try again.');
  const save = useMutation({
    mutationFn: (values: StaffNewPasswordForm) =>
      callApi(StaffApi.setNewPassword, { body: { newPassword: values.password } }),
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
