import { ResetPasswordPage } from '../../features/account/components/reset-password-page.tsx';

/** /account/password/reset: a forgotten password, from the emailed link. */
export function ResetPasswordRoute() {
  return <ResetPasswordPage mode="reset" />;
}

/** /account/password/set: an imported account's first password (login code 9999). */
export function SetPasswordRoute() {
  return <ResetPasswordPage mode="set" />;
}
