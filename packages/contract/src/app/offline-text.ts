/**
 * Issue #16 item 1: what the app says while the device has no connection. Kept apart from the
 * update notice (update-ready-text.ts): these are on the first screen's code, that one is not.
 */
export const OfflineText = {
  banner: 'You are offline. Showing what this device has saved.',
  loginNeedsConnection: 'Logging in needs an internet connection. Connect, then try again.',
  accountNeedsConnection:
    'Changes to your account need an internet connection. Connect, then try again.',
} as const;

/**
 * Issue #32 item 5: a page that cannot reach Citybook says so, then shows what the device has,
 * instead of an error. "You're offline" when the browser knows it has no network; "Can't reach
 * Citybook" when it has one but Citybook does not answer (the server down, a captive portal).
 */
export const UnreachableText = {
  offline: 'You’re offline',
  unreachable: 'Can’t reach Citybook',
  tryAgain: 'Try again',
  /** A page whose code the device has not kept (never opened since the app was installed). */
  pageNotKept: 'This page is not saved on this device yet. Connect, then try again.',
  mapKept: 'Showing the merchants this device kept; the others appear once you are connected.',
  mapNothingKept: 'Merchants appear on the map once you are connected.',
  mapNotKept: 'The map is not saved on this device yet. Connect, then try again.',
  savings:
    'The coupons Citybook has recorded show here once you are connected. Below is what this device has.',
  savingsLastLoaded: 'As last loaded on this device:',
  savingsNothingKept: 'This device has no copy of your redeemed coupons yet.',
  vouchers: 'Your vouchers show here once you are connected.',
} as const;
