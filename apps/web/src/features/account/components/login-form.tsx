import { INVALID_CREDENTIALS_MESSAGE, loginFormSchema } from '@citybook/contract/account';
import type { LoginForm as LoginFormValues } from '@citybook/contract/account';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { AccountForm } from './account-form.tsx';
import { EmailField } from './email-field.tsx';

type FieldErrors = Partial<Record<keyof LoginFormValues, string>>;

interface LoginFormProps {
  pending: boolean;
  /**
   * The server refused the credentials: the email is marked, and focused, until either input
   * changes (ACCOUNT-3). The page sets it; the form says when an input changed (`onEdit`).
   */
  rejected: boolean;
  /** The address last submitted: back from the code step, only the password is typed again. */
  lastEmail: string;
  onEdit: () => void;
  onSubmit: (values: LoginFormValues) => void;
}

/** The contract's rules on the two fields: their values as parsed, or a message per field. */
function checkFields(form: HTMLFormElement) {
  const data = new FormData(form);
  const result = loginFormSchema.safeParse({
    email: data.get('email') ?? '',
    password: data.get('password') ?? '',
  });
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if ((field === 'email' || field === 'password') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { values: null, errors };
}

/**
 * The login form, without a form library: two fields keep it small enough for the first screen
 * (issue 28 item 2, ADR 0045). Like the other account forms, its rules are checked on submit and,
 * once submitted, again as the user types; the first field in error takes the focus.
 */
export function LoginForm({ pending, rejected, lastEmail, onEdit, onSubmit }: LoginFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (rejected) email.current?.focus();
  }, [rejected]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const checked = checkFields(event.currentTarget);
    setErrors(checked.errors);
    if (checked.values) onSubmit(checked.values);
    else (checked.errors.email ? email : password).current?.focus();
    return Promise.resolve();
  };

  const edited = (event: FormEvent<HTMLInputElement>) => {
    onEdit();
    const form = event.currentTarget.form;
    if (submitted.current && form) setErrors(checkFields(form).errors);
  };

  return (
    <AccountForm onSubmit={submit} submitLabel="Log In" disabled={pending}>
      <EmailField
        ref={email}
        name="email"
        defaultValue={lastEmail}
        error={errors.email ?? (rejected ? INVALID_CREDENTIALS_MESSAGE : undefined)}
        onChange={edited}
      />
      <TextField
        ref={password}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        onChange={edited}
      />
    </AccountForm>
  );
}
