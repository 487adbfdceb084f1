import { zodResolver } from '@hookform/resolvers/zod';
import { StaffApi, staffNewPasswordFormSchema } from '@citybook/contract/staff';
import type { StaffNewPasswordForm, StaffSignInStep } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
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
      <NewPasswordFields
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirm={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Set password'}
      </Button>
    </form>
  );
}
