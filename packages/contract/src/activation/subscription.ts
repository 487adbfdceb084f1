import * as z from 'zod/mini';
import { idSchema } from '../app/ids.ts';
import { consentRequestShape } from './consent-request.ts';

/** ACTIVATION-10 Subscription type, with what the choice screen shows. */
export const subscriptionTypeSchema = z.object({
  code: z.int(),
  title: z.string(),
  /** Dollars per period. */
  price: z.number(),
  period: z.enum(['month', 'year']),
});
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;
export const subscriptionTypeListSchema = z.array(subscriptionTypeSchema);

/** ACTIVATION-12 Card check response; cardTypeCode as the payment processor numbers brands. */
export const cardCheckResponseSchema = z.object({
  valid: z.boolean(),
  cardType: z.string(),
  cardTypeCode: z.int(),
});
export type CardCheckResponse = z.infer<typeof cardCheckResponseSchema>;

export const CardTypeCode: Record<string, number> = {
  visa: 1,
  mastercard: 2,
  'american-express': 3,
  discover: 4,
  'diners-club': 5,
  jcb: 6,
};

export const cardNumberParamsSchema = z.object({ number: z.string().check(z.maxLength(40)) });

const CARDHOLDER_NAME_MAX_LENGTH = 100;
const CARDHOLDER_NAME_TOO_LONG_MESSAGE = `Please use at most ${CARDHOLDER_NAME_MAX_LENGTH} characters.`;

/** ACTIVATION-11 Card data, sent as JSON text in sourcePayload; the year is '20' + two digits. */
export const cardDataSchema = z.object({
  cardType: z.optional(z.union([z.string(), z.number()])),
  cardholderName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter the name on the card.'),
      z.maxLength(CARDHOLDER_NAME_MAX_LENGTH, CARDHOLDER_NAME_TOO_LONG_MESSAGE),
    ),
  pan: z.string().check(z.trim(), z.regex(/^[\d\s-]{12,23}$/, 'Please enter a valid card number.')),
  expirationMonth: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)),
  expirationYear: z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2099)),
  cvv: z
    .string()
    .check(z.trim(), z.regex(/^\d{3,4}$/, 'Please enter the 3- or 4-digit security code.')),
});
export type CardData = z.infer<typeof cardDataSchema>;

export const activateSubscriptionRequestSchema = z.object({
  subscriptionTypeCode: idSchema,
  sourceDevicePlatformCode: z.optional(z.union([z.number(), z.string().check(z.maxLength(20))])),
  sourcePayload: z.string().check(z.maxLength(2000)),
  ...consentRequestShape,
  /**
   * FUNDRAISING-7: the campaign (and seller) whose link the buyer came from; the purchase is
   * attributed to it while the campaign runs, and to nothing otherwise (FUNDRAISING-6).
   */
  fundraising: z.optional(
    z.object({
      campaignSlug: z.string().check(z.maxLength(20)),
      sellerSlug: z.optional(z.string().check(z.maxLength(20))),
    }),
  ),
});

/** POST /api/account/payment-instrument/update/{activationVoucherId}: the new card as JSON text. */
export const updatePaymentInstrumentRequestSchema = z.object({
  sourcePayload: z.string().check(z.maxLength(2000)),
});

/** ACTIVATION-13: a card has expired when its year is past, or it is this year and its month is past. */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  const thisYear = now.getUTCFullYear();
  return fullYear < thisYear || (fullYear === thisYear && month < now.getUTCMonth() + 1);
}

export const PaymentText = {
  declined: 'Your card was declined.',
  invalidCard: 'Please check the card number.',
  expiredCard: 'This card has expired.',
  unknownSubscription: 'This subscription is not available.',
  notSubscription: 'This activation is not a subscription.',
} as const;

/** ACTIVATION-18 "payment update prompt": shown when a renewal failed (isDeactivatedFuture). */
export const PAYMENT_UPDATE_PROMPT =
  'We attempted to renew your subscription, but there was a problem processing your payment. Click below to update your payment information.';

/** ACTIVATION-11: the form takes a two-digit year; the card data carries it with this prefix. */
export const CARD_YEAR_PREFIX = '20';

/** The card data's expirationYear for the two digits typed in the form ('27' → '2027'). */
export function fullCardYear(twoDigitYear: string): string {
  return `${CARD_YEAR_PREFIX}${twoDigitYear}`;
}

/**
 * ACTIVATION-11 client-side payment defaults: what the card form starts from. intentCode, typeCode and
 * isPrimary describe the stored instrument to the original processor; this server takes the card
 * data alone.
 */
export const PAYMENT_DEFAULTS = {
  cardNumber: '',
  cardTypeCode: 0,
  intentCode: 1,
  expirationMonth: '',
  expirationYear: '',
  typeCode: 2,
  isPrimary: true,
} as const;

function formatPrice(type: Pick<SubscriptionType, 'price'>): string {
  return `$${type.price.toFixed(2)}`;
}

/** What the subscription screens say. */
export const SubscriptionText = {
  /** What one period costs, '$4.90'. */
  amount: (type: Pick<SubscriptionType, 'price'>) => formatPrice(type),
  price: (type: Pick<SubscriptionType, 'price' | 'period'>) =>
    `${formatPrice(type)} / ${type.period}`,
  name: (type: Pick<SubscriptionType, 'title'>) => `${type.title} subscription`,
  choice: (type: SubscriptionType) =>
    `${type.title} subscription — ${formatPrice(type)} / ${type.period}`,
  loadFailed: 'Sorry, we were unable to retrieve the subscriptions. Please try again later.',
  waitingForStore: 'Waiting for the store…',
  purchaseFailed: 'Sorry, we were unable to complete your purchase. Please try again later.',
  restoreFailed: 'Sorry, we were unable to restore your purchase. Please try again later.',
  checkingCard: 'Checking the card number…',
  cardCheckFailed: 'Sorry, we could not check the card number. Please try again.',
  expiryInvalid: 'Please enter a valid expiration date (MM / YY).',
  notSubscriber: 'You do not have a subscription.',
  detailsFailed:
    'Sorry, we were unable to retrieve your subscription information. Please try again later.',
  /** ACTIVATION-15 subscription complete: the confirmation's title after an update or a purchase. */
  updateDone: 'Payment Info Updated',
  purchaseDone: 'Subscription Complete',
  updateDoneDetail: 'Your subscription will be charged to your new card.',
  purchaseDoneDetail: 'Thank you for subscribing. Your account is activated.',
} as const;
