import { UNKNOWN_ERROR_MESSAGE } from '@citybook/contract/app';
import { subscriptionErrorMessage } from './subscription-error.ts';

/**
 * ACTIVATION-14 payment failure: the server's message (402 declined, 400 bad card, 409 already
 * subscribed or a payment under way), else the unknown error.
 */
export function paymentErrorMessage(error: unknown): string {
  return subscriptionErrorMessage(error, UNKNOWN_ERROR_MESSAGE);
}
