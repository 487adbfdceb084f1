/**
 * Redeeming with no signal (issue #16, ADR 0018): the device records the redemption and sends it
 * when the network returns.
 */

/** At most this many redemptions wait on one device to be sent (ADR 0018). */
export const OFFLINE_REDEMPTION_LIMIT = 3;

/** The oldest redemption made offline that the server still records (ADR 0014). */
export const MAX_OFFLINE_AGE_MS = 7 * 86_400_000;

/** How long the redeem call, or the profile check before it, may take before the device keeps the redemption itself. */
export const REDEEM_CALL_TIMEOUT_MS = 10_000;

export const OfflineRedeemText = {
  title: 'No Connection',
  /** The confirmation, offline: said before the member commits. */
  confirmOffline: (merchantName: string) =>
    `You are offline. Redeem this coupon at ${merchantName} now? It is saved on this phone and sent to Citybook when you are back online. Show the next screen at the counter.`,
  notActivated:
    'You are offline. Redeeming with no signal needs an account activated on this phone: connect once so the app can check your activation, then try again.',
  activationEnded:
    'You are offline, and your activation has ended on this phone. Connect to renew it before redeeming.',
  limitReached: (limit: number) =>
    `You are offline, and ${String(limit)} coupons redeemed with no signal are already waiting on this phone. Connect so they are sent before you redeem more.`,
  /** No offline ticket on this phone (issue #27): the server could not vouch for the moment. */
  noTicket:
    'You are offline, and this phone has no permission from Citybook to redeem with no signal: it gets one each time the app is open online. Connect and try again.',
  cannotSave:
    'You are offline, and this browser cannot save a coupon redeemed with no signal. Connect and try again.',
  /** On the offer page of a coupon redeemed offline, until it is sent. */
  waitingOnOffer: 'Redeemed on this phone with no signal. It is sent when you are back online.',
  /** The Savings Tracker's sections. */
  waitingHeading: 'Waiting to be sent',
  waitingRow: (madeAt: string) => `Redeemed offline at ${madeAt}. Sent when you are back online.`,
  refusedHeading: 'Not recorded',
  refusedRow: (offerTitle: string, merchantName: string, madeAt: string, reason: string) =>
    `Your redemption of “${offerTitle}” at ${merchantName}, made offline at ${madeAt}, was not recorded. ${reason}`,
  /** A coupon redeemed offline on two phones, or online meanwhile: one redemption counts. */
  alreadyRedeemedElsewhere:
    'This coupon had already been redeemed on this activation, on another device or earlier, so it counts once.',
  dismiss: 'Dismiss',
  /**
   * The logout question when redemptions made offline could not be sent even now (issue #27):
   * they stay on this phone for this member only, and are sent at their next login here.
   */
  unsentAtLogout: (count: number) =>
    count === 1
      ? '1 coupon you redeemed with no signal has not reached Citybook yet. It stays on this phone for you only, and is sent the next time you log in here. Log out anyway?'
      : `${String(count)} coupons you redeemed with no signal have not reached Citybook yet. They stay on this phone for you only, and are sent the next time you log in here. Log out anyway?`,
  logOutAnyway: 'Log Out',
  stayLoggedIn: 'Stay Logged In',
} as const;
