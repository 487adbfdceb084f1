import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

export const RedemptionErrors = {
  notActivated: errorAnswer({ status: 403, code: ErrorCode.notActivated }),
  activationExpired: errorAnswer({ status: 400, code: ErrorCode.activationExpired }),
  unknownOffer: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  bookExpired: errorAnswer({ status: 400, code: ErrorCode.bookExpired }),
  alreadyRedeemed: errorAnswer({ status: 409, code: ErrorCode.alreadyRedeemed }),
  notValidNow: errorAnswer({ status: 400, code: ErrorCode.notValidNow }),
  redeemedAtOutOfRange: errorAnswer({ status: 400, code: ErrorCode.redeemedAtOutOfRange }),
  idempotencyKeyReused: errorAnswer({ status: 409, code: ErrorCode.idempotencyKeyReused }),
  offlineTicketInvalid: errorAnswer({ status: 400, code: ErrorCode.offlineTicketInvalid }),
  unknownVerificationCode: errorAnswer({ status: 404, code: ErrorCode.notFound }),
} as const;
