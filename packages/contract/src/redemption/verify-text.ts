/** The /verify page staff use to check a verification code (issue #16). */
export const VerifyText = {
  title: 'Check a coupon',
  intro: 'Type the 6-character code shown on the member’s redeemed coupon.',
  codeLabel: 'Verification code',
  submit: 'Check',
  checking: 'Checking…',
  valid: 'Valid redemption',
  notFound: 'Not found: no redemption has this code. Check the code and try again.',
  /** A code made on a phone with no signal is known once the phone is back online (ADR 0018). */
  notFoundYet:
    'A coupon redeemed with no signal is known here once the member’s phone is back online.',
  /** A redemption made offline: `redeemedAt` is the phone's moment, `receivedAt` ours. */
  madeOffline: (madeAt: string, receivedAt: string) =>
    `Pending — made offline at ${madeAt}; it reached Citybook at ${receivedAt}.`,
  badCode: 'A verification code is 6 letters and digits.',
  failed: 'Sorry, the code could not be checked. Please try again.',
  merchant: 'Merchant',
  offer: 'Offer',
  redeemed: 'Redeemed',
  /** No lookup marks a code checked (issue 27); only an explicit staff check will. */
  firstCheck: 'Not marked as checked yet.',
  /** A sentence of its own, e.g. 'Already checked at 5:43 AM, just now.' (issue #32 item 12). */
  checkedBefore: 'Already checked at',
} as const;

/** Why a redemption's `redeemedAt` (made offline) is refused (ADR 0014). */
export const RedeemedAtText = {
  future: 'The redemption time is in the future. Check the device’s clock and try again.',
  tooOld: 'This redemption was made offline too long ago to be recorded.',
  beforeActivation: 'This redemption was made before the activation began.',
} as const;

/** A key sent again with another coupon. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This redemption key was already used for another coupon.';
