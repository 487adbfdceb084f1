import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

export const MarketErrors = {
  unknownMarket: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  noMarketAtPosition: errorAnswer({ status: 404, code: ErrorCode.notFound }),
} as const;
