import type { androidpublisher_v3 } from '@googleapis/androidpublisher';
import {
  StoreProofError,
  type StoreSubscriptionState,
  type StoreTransaction,
} from './store-transaction.ts';

type SubscriptionPurchaseV2 = androidpublisher_v3.Schema$SubscriptionPurchaseV2;
type LineItem = androidpublisher_v3.Schema$SubscriptionPurchaseLineItem;

const states: Record<string, StoreSubscriptionState> = {
  SUBSCRIPTION_STATE_ACTIVE: 'active',
  SUBSCRIPTION_STATE_CANCELED: 'cancelled',
  SUBSCRIPTION_STATE_IN_GRACE_PERIOD: 'pastDue',
  // Account hold: the renewal failed and Play keeps retrying it, without access meanwhile.
  SUBSCRIPTION_STATE_ON_HOLD: 'pastDue',
  SUBSCRIPTION_STATE_PENDING: 'pending',
  // The member paused it: no access until it resumes, which Play notifies as a renewal.
  SUBSCRIPTION_STATE_PAUSED: 'expired',
  SUBSCRIPTION_STATE_EXPIRED: 'expired',
};

/**
 * Google's answer for a purchase token (purchases.subscriptionsv2.get), normalized. `productId`
 * is what the app says it bought; null when only the token is known (a notification).
 */
export function googleTransaction(
  purchase: SubscriptionPurchaseV2,
  purchaseToken: string,
  productId: string | null,
  now: Date,
): StoreTransaction {
  const item = lineItem(purchase.lineItems ?? [], productId);
  const state = states[purchase.subscriptionState ?? ''];
  if (!state)
    throw new StoreProofError(`Google Play answered the state ${purchase.subscriptionState}`);
  const startTime = purchase.startTime ?? (state === 'pending' ? now.toISOString() : null);
  const expiryTime = item.expiryTime ?? (state === 'pending' ? startTime : null);
  if (!item.productId || !startTime || !expiryTime)
    throw new StoreProofError('Google Play answered a purchase without its product or dates');
  const price = item.autoRenewingPlan?.recurringPrice;
  return {
    store: 'google',
    subscriptionRef: purchaseToken,
    transactionRef: item.latestSuccessfulOrderId ?? purchaseToken,
    replacesSubscriptionRef: purchase.linkedPurchaseToken ?? null,
    productId: item.productId,
    purchasedAt: new Date(startTime).toISOString(),
    expiresAt: new Date(expiryTime).toISOString(),
    accountToken: purchase.externalAccountIdentifiers?.obfuscatedExternalAccountId ?? null,
    state,
    priceCents: price?.units == null ? null : cents(price.units, price.nanos ?? 0),
    currency: price?.currencyCode ?? null,
    environment: purchase.testPurchase ? 'sandbox' : 'production',
    needsAcknowledgement:
      purchase.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_PENDING' &&
      (state === 'active' || state === 'cancelled' || state === 'pastDue'),
    // Google's answer is its state now: nothing it said earlier can be newer.
    stateAt: now.toISOString(),
  };
}

/** The item bought: the one the app named, else the one that runs longest. */
function lineItem(items: LineItem[], productId: string | null): LineItem {
  const item =
    productId === null
      ? items.toSorted((a, b) => expiry(b) - expiry(a))[0]
      : items.find((candidate) => candidate.productId === productId);
  if (!item)
    throw new StoreProofError(
      productId === null
        ? 'Google Play answered a purchase without items'
        : `This Google Play purchase is not of the product ${productId}`,
    );
  return item;
}

const expiry = (item: LineItem) => Date.parse(item.expiryTime ?? '') || 0;

/** Google's Money: whole units (an int64 as text) and nanos (billionths). */
function cents(units: string, nanos: number): number {
  return Number(units) * 100 + Math.round(nanos / 10_000_000);
}
