/** Business constants and limits (APP-13, APP-14 and the areas' own), in milliseconds unless named otherwise. */
export const Timing = {
  rippleMs: 500,
  geolocationTimeoutMs: 20_000,
  geolocationCacheMs: 5 * 60_000,
  toastAfterNavigationMs: 500,
  toastHideMs: 5000,
  spinnerDelayMs: 500,
  routeChangeDelayMs: 500,
  scrollRestoreDelayMs: 500,
  deepLinkWaitMs: 1000,
  errorRetrySpinnerMs: 1000,
  adRotationMs: 5000,
  /** How long markets and categories cached in session storage are reused. */
  sessionCacheMs: 10 * 60_000,
  /** How long a plan chosen before logging in waits, in the tab, for the login to finish. */
  paymentReturnMs: 30 * 60_000,
} as const;

/**
 * How long the counter screen stays live after a redemption (issue #16: a running clock, a moving
 * band). Apart from Timing, which the login route carries, as only the offer page needs it.
 */
export const COUNTER_LIVE_MS = 10 * 60_000;

export const DEFAULT_MAP_ZOOM = 12;
export const EXPIRY_REMINDER_THRESHOLDS_DAYS = [15, 7, 3] as const;
export const CARD_LOOKUP_MIN_LENGTH = 12;
