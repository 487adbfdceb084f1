import { UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { ApiError } from './api-client.ts';

/** Statuses whose answer carries a message meant for the user (spec §8 status mapping). */
const SERVER_MESSAGE_STATUSES = new Set([400, 402, 404, 405]);

/** Spec §8: what the error dialog says about a failed call; `fallback` is the screen's own text. */
export function messageForApiError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (SERVER_MESSAGE_STATUSES.has(error.status)) return error.message;
  if (error.status === 500) return UNKNOWN_ERROR_MESSAGE;
  return fallback;
}
