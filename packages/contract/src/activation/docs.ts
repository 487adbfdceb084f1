import type { AreaDocs } from '../endpoint.ts';
import type * as ActivationApi from './endpoints.ts';
import type { ActivationErrors } from './error-answers.ts';

/**
 * The API reference's words for the activation endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so the web app ships none of it.
 */
export const activationDocs = {
  endpoints: {
    activate: 'Activates a printed book code (or adds another) and makes it the current voucher.',
    getVouchers: 'The member’s activation vouchers, the current one marked.',
    selectVoucher: 'Makes one of the member’s vouchers the current one; answers the vouchers.',
    getActivation: 'A voucher’s details: the book code, or the subscription with its card.',
    getSubscriptionTypes: 'The subscription plans.',
    activateSubscription:
      'Buys a subscription plan with a card (sourcePayload: the card data as JSON text).',
    updatePaymentInstrument:
      'Replaces a subscription’s card; a renewal that is due is charged to it at once.',
    validatePaymentCardNumber: 'Whether a card number is valid, and its brand.',
  },
  errors: {
    invalidCode: 'No book has this code.',
    codeUsedElsewhere: 'Another account has activated this code.',
    codeAlreadyActivated: 'This account has already activated this code.',
    codeExpired: 'The code can no longer be activated.',
    unknownVoucher: 'The member has no activation voucher with this id.',
    badPayment:
      'The card details are unreadable or not valid, the card has expired, or the plan is unknown.',
    notRenewable: 'The voucher is no subscription, or the subscription has ended.',
    paymentDeclined: 'The card processor declined the charge; the message is its reason.',
  },
} as const satisfies AreaDocs<typeof ActivationApi, typeof ActivationErrors>;
