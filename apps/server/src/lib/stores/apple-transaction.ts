import {
  AutoRenewStatus,
  Environment,
  Status,
  Type,
  type JWSRenewalInfoDecodedPayload,
  type JWSTransactionDecodedPayload,
} from '@apple/app-store-server-library';
import {
  StoreProofError,
  type StoreSubscriptionState,
  type StoreTransaction,
} from './store-transaction.ts';

/** What a notification tells beside the transaction; a transaction from the device has neither. */
export interface AppleSubscriptionContext {
  renewal?: JWSRenewalInfoDecodedPayload;
  /** The subscription's status as of the notification (data.status). */
  status?: Status | number;
  /**
   * When Apple signed what says this state (ms): the notification's or the API answer's
   * signedDate; the transaction's own signedDate when absent (the device's proof).
   */
  signedDate?: number;
}

export function isAppleSubscription(transaction: JWSTransactionDecodedPayload): boolean {
  return transaction.type === Type.AUTO_RENEWABLE_SUBSCRIPTION;
}

/** A verified App Store transaction of an auto-renewable subscription, normalized. */
export function appleTransaction(
  transaction: JWSTransactionDecodedPayload,
  context: AppleSubscriptionContext,
  now: Date,
): StoreTransaction {
  const { originalTransactionId, transactionId, productId, purchaseDate, expiresDate } =
    transaction;
  if (!isAppleSubscription(transaction))
    throw new StoreProofError(`Not a subscription: an App Store ${transaction.type} transaction`);
  if (
    !originalTransactionId ||
    !transactionId ||
    !productId ||
    purchaseDate === undefined ||
    expiresDate === undefined
  )
    throw new StoreProofError('The App Store transaction lacks its ids, product or dates');
  const signedDate = context.signedDate ?? transaction.signedDate;
  if (signedDate === undefined) throw new StoreProofError('The App Store data is not dated');
  return {
    store: 'apple',
    subscriptionRef: originalTransactionId,
    transactionRef: transactionId,
    replacesSubscriptionRef: null,
    productId,
    purchasedAt: new Date(purchaseDate).toISOString(),
    expiresAt: new Date(expiresDate).toISOString(),
    accountToken: transaction.appAccountToken ?? null,
    state: appleState(transaction, expiresDate, context, now),
    // Apple's prices are in milliunits of the currency.
    priceCents: transaction.price === undefined ? null : Math.round(transaction.price / 10),
    currency: transaction.currency ?? null,
    environment: transaction.environment === Environment.PRODUCTION ? 'production' : 'sandbox',
    needsAcknowledgement: false,
    stateAt: new Date(signedDate).toISOString(),
  };
}

function appleState(
  transaction: JWSTransactionDecodedPayload,
  expiresDate: number,
  { renewal, status }: AppleSubscriptionContext,
  now: Date,
): StoreSubscriptionState {
  if (transaction.revocationDate !== undefined || status === Status.REVOKED) return 'refunded';
  if (status === Status.EXPIRED) return 'expired';
  if (
    status === Status.BILLING_RETRY ||
    status === Status.BILLING_GRACE_PERIOD ||
    renewal?.isInBillingRetryPeriod === true
  )
    return 'pastDue';
  // A transaction from the device comes without a status: only its dates tell.
  if (status === undefined && expiresDate <= now.getTime()) return 'expired';
  if (renewal?.autoRenewStatus === AutoRenewStatus.OFF) return 'cancelled';
  return 'active';
}
