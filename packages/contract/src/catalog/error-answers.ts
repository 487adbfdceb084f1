import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

export const CatalogErrors = {
  unknownMerchant: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  unknownCategory: errorAnswer({ status: 404, code: ErrorCode.notFound }),
} as const;
