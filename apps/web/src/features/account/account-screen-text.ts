/** Texts of the account screens added with issue #15 (the guest's way out, the email change). */
export const GuestNoticeText = {
  /** Before the link: why nothing here can be changed. */
  cannotChange: 'The guest account cannot be changed.',
  createAccount: 'Create an account of your own',
  /** After the link. */
  toDoThis: 'to do this.',
} as const;

export const EmailChangeText = {
  /** Under the current-password field, which shows only while the email differs. */
  why: 'You are changing your email address: enter your current password to confirm it is you.',
} as const;
