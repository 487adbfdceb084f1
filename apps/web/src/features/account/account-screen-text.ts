/** Texts of the account screens added with issue #15 (the email change; the guest's: components/guest-notice). */
export const EmailChangeText = {
  /** Under the current-password field, which shows only while the email differs. */
  why: 'You are changing your email address: enter your current password to confirm it is you.',
} as const;
