import {
  cardDataSchema,
  ActivationErrors,
  isCardExpired,
  PaymentText,
  type CardData,
} from '@citybook/contract';
import cardValidator from 'card-validator';
import { HttpError } from '../../../lib/http-error.ts';
import { PaymentDeclinedError } from '../../../lib/payments/payment-gateway.ts';

/** ACTIVATION-11 Card data, sent as JSON text: read, checked, and refused with a clear 400. */
export function parseCardPayload(payload: string): CardData {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new HttpError(ActivationErrors.badPayment, 'The card details could not be read.');
  }
  const card = cardDataSchema.safeParse(json);
  if (!card.success) {
    throw new HttpError(
      ActivationErrors.badPayment,
      card.error.issues[0]?.message ?? PaymentText.invalidCard,
    );
  }
  if (!cardValidator.number(card.data.pan).isValid)
    throw new HttpError(ActivationErrors.badPayment, PaymentText.invalidCard);
  if (isCardExpired(card.data.expirationMonth, card.data.expirationYear)) {
    throw new HttpError(ActivationErrors.badPayment, PaymentText.expiredCard);
  }
  return { ...card.data, pan: card.data.pan.replace(/\D/g, '') };
}

/** A declined card is the member's 402 with the gateway's reason; anything else stays a 500. */
export function declinedAs402(error: unknown): never {
  if (error instanceof PaymentDeclinedError)
    throw new HttpError(ActivationErrors.paymentDeclined, error.message);
  throw error;
}
