/** What the shared guest account reads where it cannot act (ACCOUNT-5). */
export const GuestNoticeText = {
  /** Before the link: why nothing here can be changed. */
  cannotChange: 'The guest account cannot be changed.',
  createAccount: 'Create an account of your own',
  /** After the link. */
  toDoThis: 'to do this.',
} as const;

/**
 * ACCOUNT-5 / ACTIVATION-2: the guest who reaches activation is told, before leaving, that the guest
 * account is shared and cannot be activated, and that creating an account logs it out.
 */
export const GuestActivationText = {
  title: 'Activate Citybook',
  why: 'You are browsing as a guest. The guest account is shared by everyone who looks around without signing up, so it cannot be activated or redeem coupons.',
  next: 'To activate, create an account of your own. You will be logged out of the guest account first.',
  createAccount: 'Log Out and Create an Account',
  keepBrowsing: 'Keep Browsing as Guest',
} as const;
