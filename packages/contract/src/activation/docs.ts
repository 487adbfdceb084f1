import type { AreaDocs } from '../endpoint.ts';
import type * as ActivationApi from './endpoints.ts';
import type { ActivationErrors } from './error-answers.ts';

/**
 * The API reference's words for the activation endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so the web app ships none of it.
 */
export const activationDocs = {
  endpoints: {
    activate:
      'Activates a printed book code (or adds another) and makes it the current voucher, unless the current one runs longer.',
    getVouchers: 'The member’s activation vouchers, the current one marked.',
    selectVoucher: 'Makes one of the member’s vouchers the current one; answers the vouchers.',
    getActivation: 'A voucher’s details: the book code, or the subscription with its card.',
    getSubscriptionTypes: 'The subscription plans.',
    activateSubscription:
      'Buys a subscription plan with a card (sourcePayload: the card data as JSON text).',
    updatePaymentInstrument:
      'Replaces a subscription’s card; a renewal that is due is charged to it at once.',
    validatePaymentCardNumber: 'Whether a card number is valid, and its brand.',
    getSubscription:
      'The member’s subscription: status, plan, a plan change waiting for the renewal, period end, card.',
    changeSubscription:
      'Changes the plan from the next renewal (no charge now); the current plan runs to its period end.',
    cancelSubscription: 'Stops renewals: the subscription runs to its period end, then ends.',
    resumeSubscription: 'Renews a cancelled subscription again, before its period has ended.',
    getPayments:
      'The member’s charges, newest first (date, plan, amount, card, status), and the subscription terms they agreed to (consents, newest first).',
    appleStorePurchase:
      'Takes an App Store purchase (a StoreKit 2 signed transaction) as the account’s subscription.',
    googleStorePurchase: 'Takes a Google Play purchase (its purchase token) as the subscription.',
    appleStoreNotification:
      'App Store Server Notifications V2: renewals, cancellations, expiries and refunds.',
    googleStoreNotification:
      'Google Play real-time developer notifications (Pub/Sub push); the purchase is checked with Google.',
  },
  errors: {
    invalidCode: 'No book has this code.',
    codeUsedElsewhere: 'Another account has activated this code.',
    codeAlreadyActivated: 'This account has already activated this code.',
    codeExpired: 'The code can no longer be activated.',
    codeWithdrawn:
      'The code was withdrawn (voided in the console, alone or with its batch) before it was activated (OPERATOR-17).',
    unknownVoucher: 'The member has no activation voucher with this id.',
    badPayment:
      'The card details are unreadable or not valid, the card has expired, or the plan is unknown.',
    notRenewable: 'The voucher is no subscription, or the subscription has ended.',
    paymentDeclined: 'The card processor declined the charge; the message is its reason.',
    alreadySubscribed:
      'The account has a subscription already (one per account, card or store); nothing is charged.',
    noSubscription: 'The member has no subscription.',
    samePlan: 'The subscription is on this plan already.',
    subscriptionState:
      'The subscription’s state does not allow it: cancelled, ended, or billed by an app store.',
    paymentInProgress:
      'Another payment of this subscription is being made (a double tap, another tab); nothing is charged.',
    termsChanged:
      'The terms version sent is missing or not the current one: the member is asked to review the new terms; nothing is charged or changed.',
    unknownButton: 'The button named is not the one that gives this consent.',
    storeProofRefused: 'The store’s proof of purchase is not genuine, or names no known plan.',
    storeProofUnverified: 'The store could not be asked about the purchase; try again later.',
    storePushUnauthenticated:
      'The push carries no valid OIDC token of the configured Pub/Sub subscription; nothing is asked of Google.',
  },
} as const satisfies AreaDocs<typeof ActivationApi, typeof ActivationErrors>;
