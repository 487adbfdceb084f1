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
