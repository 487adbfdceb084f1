import { PROFILE_ERROR_MESSAGE } from '@citybook/contract/account';
import { loadFailureMessage } from './api-error-message.ts';

/**
 * The profile a page needs could not be loaded (not a 401: that ends the session instead). Its
 * text is given where it is shown (explainLoadFailure), not here: this class is on the login
 * route (ADR 0005), the message is not.
 */
export class ProfileLoadFailure extends Error {
  override readonly name = 'ProfileLoadFailure';
  /** The failed call, for the error report. */
  readonly failure: unknown;

  constructor(failure: unknown) {
    super('profile');
    this.failure = failure;
  }
}

/**
 * APP-7: what a page's load-error dialog says, and the failure it reports. A page's own loads
 * have their own message; the profile's (loaded before any of them) has the profile message.
 * APP-8: a 400, 402, 404 or 405 answer shows the server's message instead (issue #32 item 12).
 */
export function explainLoadFailure(error: unknown, message: string) {
  return error instanceof ProfileLoadFailure
    ? {
        message: loadFailureMessage(error.failure, PROFILE_ERROR_MESSAGE),
        error: error.failure,
      }
    : { message: loadFailureMessage(error, message), error };
}
