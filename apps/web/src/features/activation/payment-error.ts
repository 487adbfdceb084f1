import { UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { isForbidden } from '../../lib/api-client.ts';
import { messageForApiError } from '../../lib/api-error-message.ts';

/** Spec §8 payment failure: the server's message (402 declined, 400 bad card), else the unknown error. */
export function paymentErrorMessage(error: unknown): string {
  // The guest may not buy; the server says so in its own words.
  if (isForbidden(error)) return error.message;
  return messageForApiError(error, UNKNOWN_ERROR_MESSAGE);
}
