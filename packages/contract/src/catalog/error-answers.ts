import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

export const CatalogErrors = {
  unknownMerchant: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  /** MERCHANT-12: the merchant left the book; the message is `merchantLeftMessage(title)`. */
  merchantLeft: errorAnswer({ status: 410, code: ErrorCode.merchantLeft }),
  unknownCategory: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  unknownFranchisor: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  unknownAd: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  /** OPERATOR-10: a merchant form's market, category or franchise, gone or retired. */
  invalidMarket: errorAnswer({ status: 422, code: ErrorCode.invalidMarket, field: 'marketId' }),
  invalidCategory: errorAnswer({
    status: 422,
    code: ErrorCode.invalidCategory,
    field: 'categoryId',
  }),
  invalidFranchisor: errorAnswer({
    status: 422,
    code: ErrorCode.invalidFranchisor,
    field: 'franchisorId',
  }),
  /** OPERATOR-10: an ad's merchant, gone, retired or of another market. */
  invalidMerchant: errorAnswer({
    status: 422,
    code: ErrorCode.invalidMerchant,
    field: 'merchantId',
  }),
  /** OPERATOR-10: a category or franchise is retired only once members see none of its merchants. */
  stillInUse: errorAnswer({ status: 409, code: ErrorCode.stillInUse, field: 'retired' }),
} as const;
