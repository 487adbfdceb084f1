/**
 * The words of the dialogs that confirm a sensitive change with the current password (issue
 * #14): deleting the account, signing out of the other devices. A file of their own, so that only
 * the lazily loaded pages that show them carry them (bench:bundle).
 */
export const CurrentPasswordText = {
  label: 'Current password',
  hint: 'Enter your current password to confirm it is you.',
  missing: 'Please enter your current password.',
} as const;

export const DeleteAccountText = {
  title: 'Delete Account',
  confirm: 'Delete',
  cancel: 'Cancel',
  deleting: 'Deleting your account…',
} as const;
