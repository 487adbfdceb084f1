import {
  PAYMENT_DEFAULTS,
  PaymentText,
  SubscriptionText,
  cardDataSchema,
  fullCardYear,
  isCardExpired,
} from '@citybook/contract/activation';
import type { CardCheckResponse } from '@citybook/contract/activation';
import * as z from 'zod/mini';

const MONTH = /^(0?[1-9]|1[0-2])$/;
const TWO_DIGIT_YEAR = /^\d{2}$/;

interface Expiry {
  expirationMonth: unknown;
  expirationYear: unknown;
}

function hasWellFormedExpiry(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { expirationMonth, expirationYear } = value as Partial<Expiry>;
  return (
    typeof expirationMonth === 'string' &&
    MONTH.test(expirationMonth.trim()) &&
    typeof expirationYear === 'string' &&
    TWO_DIGIT_YEAR.test(expirationYear.trim())
  );
}

/**
 * The card form: name, number and CVV follow the contract's card data rules (the server checks the
 * same ones); the expiry is typed as MM and YY and must not be past (ACTIVATION-13).
 */
export const cardFormSchema = z
  .object({
    cardholderName: cardDataSchema.shape.cardholderName,
    pan: cardDataSchema.shape.pan,
    expirationMonth: z.string().check(z.trim(), z.regex(MONTH, SubscriptionText.expiryInvalid)),
    expirationYear: z
      .string()
      .check(z.trim(), z.regex(TWO_DIGIT_YEAR, SubscriptionText.expiryInvalid)),
    cvv: cardDataSchema.shape.cvv,
  })
  .check(
    z.refine((card) => !isCardExpired(Number(card.expirationMonth), Number(card.expirationYear)), {
      path: ['expirationYear'],
      message: PaymentText.expiredCard,
      // Shown next to other fields' errors, once the expiry itself is readable.
      when: (payload) => hasWellFormedExpiry(payload.value),
    }),
  );

export type CardFormValues = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;

export const cardFormDefaults: CardFormValues = {
  cardholderName: '',
  pan: PAYMENT_DEFAULTS.cardNumber,
  expirationMonth: PAYMENT_DEFAULTS.expirationMonth,
  expirationYear: PAYMENT_DEFAULTS.expirationYear,
  cvv: '',
};

/** ACTIVATION-11 card data as the server takes it in `sourcePayload`: JSON text, year as '20' + YY. */
export function toSourcePayload(card: CardFormOutput, check: CardCheckResponse): string {
  const data: z.input<typeof cardDataSchema> = {
    cardType: check.cardType,
    cardholderName: card.cardholderName,
    pan: card.pan,
    expirationMonth: Number(card.expirationMonth),
    expirationYear: fullCardYear(card.expirationYear),
    cvv: card.cvv,
  };
  return JSON.stringify(data);
}
