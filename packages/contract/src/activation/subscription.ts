import { z } from 'zod';
import { idSchema } from '../app/ids.ts';

/** Spec §3 Subscription type, with what the choice screen shows. */
export const subscriptionTypeSchema = z.object({
  code: z.number().int(),
  title: z.string(),
  /** Dollars per period. */
  price: z.number(),
  period: z.enum(['month', 'year']),
});
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;
export const subscriptionTypeListSchema = z.array(subscriptionTypeSchema);

/** Spec §3 Card check response; cardTypeCode as the payment processor numbers brands. */
export const cardCheckResponseSchema = z.object({
  valid: z.boolean(),
  cardType: z.string(),
  cardTypeCode: z.number().int(),
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

export const cardNumberParamsSchema = z.object({ number: z.string().max(40) });

/** Spec §3 Card data, sent as JSON text in sourcePayload; the year is '20' + two digits. */
export const cardDataSchema = z.object({
  cardType: z.union([z.string(), z.number()]).optional(),
  cardholderName: z.string().trim().min(1, 'Please enter the name on the card.').max(100),
  pan: z
    .string()
    .trim()
    .regex(/^[\d\s-]{12,23}$/, 'Please enter a valid card number.'),
  expirationMonth: z.coerce.number().int().min(1).max(12),
  expirationYear: z.coerce.number().int().min(2000).max(2099),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Please enter the 3- or 4-digit security code.'),
});
export type CardData = z.infer<typeof cardDataSchema>;

export const activateSubscriptionRequestSchema = z.object({
  subscriptionTypeCode: idSchema,
  sourceDevicePlatformCode: z.union([z.number(), z.string().max(20)]).optional(),
  sourcePayload: z.string().max(2000),
});

/** POST /api/account/payment-instrument/update/{activationVoucherId}: the new card as JSON text. */
export const updatePaymentInstrumentRequestSchema = z.object({
  sourcePayload: z.string().max(2000),
});

/** Spec §5: a card has expired when its year is past, or it is this year and its month is past. */
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

/** Spec §8 "payment update prompt": shown when a renewal failed (isDeactivatedFuture). */
export const PAYMENT_UPDATE_PROMPT =
  'We attempted to renew your subscription, but there was a problem processing your payment. Click below to update your payment information.';

/** Spec §5: the form takes a two-digit year; the card data carries it with this prefix. */
export const CARD_YEAR_PREFIX = '20';

/** The card data's expirationYear for the two digits typed in the form ('27' → '2027'). */
export function fullCardYear(twoDigitYear: string): string {
  return `${CARD_YEAR_PREFIX}${twoDigitYear}`;
}

/**
 * Spec §3 client-side payment defaults: what the card form starts from. intentCode, typeCode and
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
  /** Spec §2 subscription complete: the confirmation's title after an update or a purchase. */
  updateDone: 'Payment Info Updated',
  purchaseDone: 'Subscription Complete',
  updateDoneDetail: 'Your subscription will be charged to your new card.',
  purchaseDoneDetail: 'Thank you for subscribing. Your account is activated.',
} as const;
