import { LoginCode, LoginCodeText, loginCodeFormSchema } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSubmitLoginCode } from '../api/submit-login-code.ts';
import { AccountForm } from './account-form.tsx';
import { SERVER_ERROR } from './server-error.ts';

interface LoginCodeStepProps {
  /** The challenge the login's `loginCodeSent` answer carried. */
  challenge: string;
  onSignedIn: () => void;
  onFailed: (error: unknown) => void;
  /** Back to the password: a member who mistyped it gets no mail and must not wait for one. */
  onRetypePassword: () => void;
}

/**
 * ACCOUNT-29: the login was answered "we e-mailed you a code" (the account is under attack and
 * this device has not signed in to it); the code from the mail finishes signing in.
 */
export function LoginCodeStep({
  challenge,
  onSignedIn,
  onFailed,
  onRetypePassword,
}: LoginCodeStepProps) {
  const submit = useSubmitLoginCode();
  const form = useForm({ resolver: zodResolver(loginCodeFormSchema), defaultValues: { code: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const send = ({ code }: { code: string }) => {
    submit.mutate(
      { challenge, code },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.wrongLoginCode)
            form.setError(
              'code',
              { type: SERVER_ERROR, message: LoginCodeText.wrongCode },
              { shouldFocus: true },
            );
          else onFailed(error);
        },
      },
    );
  };

  return (
    <>
      <p role="status">
        We have held back failed log-ins on this account. If the password you entered is right, we
        e-mailed you a {String(LoginCode.digits)}-digit code: enter it within{' '}
        {String(LoginCode.ttlMinutes)} minutes to finish logging in.
      </p>
      <AccountForm onSubmit={handleSubmit(send)} submitLabel="Log In" disabled={submit.isPending}>
        <TextField
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
      </AccountForm>
      <Button variant="secondary" onClick={onRetypePassword}>
        Enter the password again
      </Button>
    </>
  );
}
