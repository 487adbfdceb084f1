import { ActivationText } from '@citybook/contract/activation';
import { ErrorCode } from '@citybook/contract/app';
import { ApiError, isForbidden } from '../../lib/api-client.ts';
import { isRateLimited } from '../../lib/api-error-message.ts';

/** ACTIVATION-6 activation texts, by the server's error code. */
export function activationErrorMessage(error: unknown): string {
  // The guest may not activate, and a rate limit says when to try again: the server's words.
  if (isForbidden(error) || isRateLimited(error)) return error.message;
  if (!(error instanceof ApiError)) return ActivationText.failed;
  switch (error.code) {
    case ErrorCode.invalidCode:
    case ErrorCode.codeUsedElsewhere:
      return ActivationText.invalidOrInUse(error.code);
    case ErrorCode.codeAlreadyActivated:
      return ActivationText.alreadyActivated;
    case ErrorCode.codeExpired:
      return ActivationText.expired;
    case ErrorCode.codeWithdrawn:
      return ActivationText.withdrawn;
    default:
      return ActivationText.failed;
  }
}
