import { ErrorCode } from '@citybook/contract/app';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * MERCHANT-12: the server's 410 `merchantLeft`, for a merchant that left the book (its page, or
 * redeeming one of its offers). Its message names the merchant. An unknown id stays a 404.
 */
export function isMerchantLeft(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ErrorCode.merchantLeft;
}
