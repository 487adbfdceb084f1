import type { ComponentProps } from 'react';
import { TextField } from '../../../components/text-field/text-field.tsx';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'autoComplete' | 'inputMode' | 'spellCheck'
>;

/** The email address that names the account (the browser saves it as the username). */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="username"
      inputMode="email"
      spellCheck={false}
      {...props}
    />
  );
}
