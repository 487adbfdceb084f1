import { UNKNOWN_ERROR_MESSAGE } from '@citybook/contract/app';
import { ApiError } from './api-client.ts';

/**
 * Statuses whose answer carries a message meant for the user (APP-8); 429's says
 * when to try again ("try again in 1 minute"), which no screen's own text can.
 */
const SERVER_MESSAGE_STATUSES = new Set([400, 402, 404, 405, 429]);

/** A rate-limited call: its answer's message says when the member may try again. */
export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/** APP-8: what the error dialog says about a failed call; `fallback` is the screen's own text. */
export function messageForApiError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 500) return UNKNOWN_ERROR_MESSAGE;
  // An answer without the contract's { code, message } has no message of its own to show.
  if (error.code === error.status) return fallback;
  if (SERVER_MESSAGE_STATUSES.has(error.status)) return error.message;
  return fallback;
}

/**
 * APP-7/APP-8 for a screen's load: a 400, 402, 404 or 405 (or 429) answer says what went wrong in
 * the server's words; anything else (500 included) keeps the screen's own message (issue #32).
 */
export function loadFailureMessage(error: unknown, screenMessage: string): string {
  if (!(error instanceof ApiError) || error.code === error.status) return screenMessage;
  return SERVER_MESSAGE_STATUSES.has(error.status) ? error.message : screenMessage;
}
