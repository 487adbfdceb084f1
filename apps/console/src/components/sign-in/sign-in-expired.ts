import { ErrorCode } from '@citybook/contract/app';
import { ApiError } from '../../lib/api-client.ts';

/** A half-done sign-in that expired or was spent (too many wrong codes): it starts again. */
export const isSignInExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ErrorCode.staffSignInExpired;
