import { PASSWORD_RULE_MESSAGE } from '@citybook/contract/account';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../field/field.tsx';

type Registered = UseFormRegisterReturn & { error: string | undefined };

/**
 * A new password and its confirmation, the member password rule (ACCOUNT-10) shown with the
 * field: the first sign-in's (OPERATOR-4) and the own account's password change (MERCHANT-15).
 */
export function NewPasswordFields({
  password: { error: passwordError, ...password },
  confirm: { error: confirmError, ...confirm },
}: {
  password: Registered;
  confirm: Registered;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_MESSAGE}
        error={passwordError}
        {...password}
      />
      <TextField
        label="Confirm the new password"
        type="password"
        autoComplete="new-password"
        error={confirmError}
        {...confirm}
      />
    </>
  );
}
