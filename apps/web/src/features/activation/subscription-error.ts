import { ErrorCode } from '@citybook/contract/app';
import { ApiError, isForbidden } from '../../lib/api-client.ts';
import { messageForApiError } from '../../lib/api-error-message.ts';

/** The subscription rules' 409 answers: their messages are written for the member. */
const RULE_CODES: ReadonlySet<number | string> = new Set([
  ErrorCode.alreadySubscribed,
  ErrorCode.subscriptionState,
  ErrorCode.paymentInProgress,
  ErrorCode.termsChanged,
]);

/**
 * What the error dialog says about a refused subscription call: the server's words for its rules
 * (one subscription per account, the state, a payment under way) and the APP-8 statuses, else
 * the screen's `fallback`.
 */
export function subscriptionErrorMessage(error: unknown, fallback: string): string {
  // The guest may change nothing; the server says so in its own words.
  if (isForbidden(error)) return error.message;
  if (error instanceof ApiError && error.status === 409 && RULE_CODES.has(error.code))
    return error.message;
  return messageForApiError(error, fallback);
}
