import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

export const MarketErrors = {
  unknownMarket: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  noMarketAtPosition: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  unknownEdition: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  /** OPERATOR-13: a market has one edition of a year (ADR 0032); shown on the year field. */
  editionYearTaken: errorAnswer({ status: 409, code: ErrorCode.editionYearTaken, field: 'year' }),
} as const;
