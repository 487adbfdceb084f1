import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

/** The offer editor's refusals (OPERATOR-10), each on the field it belongs to. */
export const OfferConsoleErrors = {
  unknownOffer: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  /** The offer's merchant does not exist or is retired (a retired one's offers stay retired). */
  invalidMerchant: errorAnswer({
    status: 422,
    code: ErrorCode.invalidMerchant,
    field: 'merchantId',
  }),
  /** The edition does not exist or is another market's than the merchant's (OPERATOR-13). */
  invalidEdition: errorAnswer({ status: 422, code: ErrorCode.invalidEdition, field: 'editionId' }),
} as const;
