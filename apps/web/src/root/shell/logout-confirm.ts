import type { ConfirmOptions } from '../../components/confirm-dialog/confirm-context.ts';

/** ACCOUNT-7: Logout asks first, with OK and Cancel. */
export const LOGOUT_CONFIRM: ConfirmOptions = {
  title: 'Log out',
  message: 'Are you sure you want to log out?',
  confirmLabel: 'OK',
  cancelLabel: 'Cancel',
};
