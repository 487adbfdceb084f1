import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

export const ActivationErrors = {
  invalidCode: errorAnswer({ status: 400, code: ErrorCode.invalidCode }),
  codeUsedElsewhere: errorAnswer({ status: 400, code: ErrorCode.codeUsedElsewhere }),
  codeAlreadyActivated: errorAnswer({ status: 400, code: ErrorCode.codeAlreadyActivated }),
  codeExpired: errorAnswer({ status: 400, code: ErrorCode.codeExpired }),
  /** OPERATOR-17: the code was voided in the console before anyone activated it. */
  codeWithdrawn: errorAnswer({ status: 400, code: ErrorCode.codeWithdrawn }),
  unknownVoucher: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  badPayment: errorAnswer({ status: 400, code: ErrorCode.validation }),
  notRenewable: errorAnswer({ status: 400, code: ErrorCode.validation }),
  paymentDeclined: errorAnswer({ status: 402, code: ErrorCode.paymentDeclined }),
  alreadySubscribed: errorAnswer({ status: 409, code: ErrorCode.alreadySubscribed }),
  noSubscription: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  samePlan: errorAnswer({ status: 400, code: ErrorCode.validation }),
  subscriptionState: errorAnswer({ status: 409, code: ErrorCode.subscriptionState }),
  paymentInProgress: errorAnswer({ status: 409, code: ErrorCode.paymentInProgress }),
  /** ACTIVATION-22: the screen showed terms that are no longer the current ones. */
  termsChanged: errorAnswer({ status: 409, code: ErrorCode.termsChanged }),
  /** ACTIVATION-22: the button named is not the one that gives this consent. */
  unknownButton: errorAnswer({ status: 400, code: ErrorCode.validation }),
  storeProofRefused: errorAnswer({ status: 400, code: ErrorCode.validation }),
  storeProofUnverified: errorAnswer({ status: 503, code: ErrorCode.unavailable }),
  storePushUnauthenticated: errorAnswer({ status: 401, code: ErrorCode.notLoggedIn }),
} as const;
