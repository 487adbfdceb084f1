/**
 * The delete-account dialog's words (issue #14). A file of their own, so that only the lazily
 * loaded page that shows them carries them (bench:bundle).
 */
export const DeleteAccountText = {
  title: 'Delete Account',
  passwordLabel: 'Current password',
  passwordHint: 'Enter your current password to confirm it is you.',
  passwordMissing: 'Please enter your current password.',
  confirm: 'Delete',
  cancel: 'Cancel',
  deleting: 'Deleting your account…',
} as const;
