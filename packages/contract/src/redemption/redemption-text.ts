/** What the member reads around redeeming, the Savings Tracker and sharing (docs/product/redemption.md). */

export const RedeemText = {
  failed: 'Unable to redeem the selected coupon at this time.  Please try again later.',
  alreadyRedeemed: 'Sorry, this coupon has already been redeemed',
  activationExpired: 'Your activation has expired. Renew it to keep redeeming coupons.',
  notActivated: 'Please activate your account to redeem coupons.',
  bookExpired: 'Sorry, this book has already expired',
  confirmTitle: 'Redeem Coupon?',
  /** REDEEM-3: the confirmation names the merchant. */
  confirmMessage: (merchantName: string) =>
    `Redeem this coupon at ${merchantName} now? Show the next screen at the counter: each coupon can be redeemed once per activation.`,
  /** Redeeming needs an activated account (REDEEM-1). */
  activateTitle: 'Activation Required',
  /** A subscription whose renewal failed (isDeactivatedFuture); the message is PAYMENT_UPDATE_PROMPT. */
  updatePaymentTitle: 'Payment Problem',
  doneTitle: 'Done With This Coupon?',
  /** REDEEM-6 done-with-coupon prompt (the spec gives its opening words). */
  doneWithCoupon:
    'Coupons can only be redeemed once per activation. Once you leave this screen, this coupon cannot be shown again. Are you done with this coupon?',
} as const;

export const SavingsText = {
  title: 'Savings Tracker',
  loadFailed:
    'Sorry we were unable to retrieve your Savings Tracker information.  Please try again later.',
  empty: 'You have not redeemed any coupons yet.',
} as const;

// Built on first use, not when the module loads (locale data is costly on a phone).
let dollars: Intl.NumberFormat | undefined;

/** An amount saved, in dollars and cents, e.g. '$1,234.50'. */
export function formatDollars(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return dollars.format(amount);
}

/** REDEEM-8: the share hashtag is {product}Savings. */
export const SHARE_HASHTAG = '#CitybookSavings';

export const ShareText = {
  failed: 'There was a problem sharing. Please try again later.',
  /** The choice of services offered when the device has no share sheet of its own. */
  dialogTitle: 'Share your savings',
  /** REDEEM-8: a savings message naming the merchant, with the hashtag and the savings page. */
  message: (merchantName: string, savings: number) =>
    `I just saved $${savings.toFixed(2)} at ${merchantName} with Citybook! ${SHARE_HASHTAG}`,
} as const;

/** ACTIVATION-8 expiration notice (the expiry reminder dialog). */
export const EXPIRATION_NOTICE_TITLE = 'Your app is about to expire!';
