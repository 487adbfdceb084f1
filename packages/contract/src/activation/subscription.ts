import { z } from 'zod';

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
  subscriptionTypeCode: z.number().int().positive(),
  sourceDevicePlatformCode: z.union([z.number(), z.string().max(20)]).optional(),
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
} as const;
