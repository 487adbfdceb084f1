/** The app stores a subscription can be bought in (the contract's store subscription sources). */
export type Store = 'apple' | 'google';

/**
 * What a store says of a subscription now:
 * - `active`: paid and renewing;
 * - `cancelled`: auto-renew is off, but paid up to `expiresAt`;
 * - `pastDue`: a renewal failed and the store is retrying it (Apple billing retry or grace period,
 *   Google grace period or account hold);
 * - `pending`: bought but not paid yet (Google's pending purchases): grant nothing until a
 *   notification says it was paid;
 * - `expired`: ended (also a Google subscription the member paused: no access until it resumes);
 * - `refunded`: the store gave the money back or revoked the purchase; access ends now.
 *
 * Any state may follow any other: a member can resubscribe in the store to an expired
 * subscription, and the store then reports it under the same `subscriptionRef` (Apple).
 */
export type StoreSubscriptionState =
  'active' | 'cancelled' | 'pastDue' | 'pending' | 'expired' | 'refunded';

/** A store subscription as the store has verified it, the same for both stores. */
export interface StoreTransaction {
  store: Store;
  /**
   * Stable across renewals: Apple's originalTransactionId; Google's purchase token. An upgrade,
   * a downgrade or a re-signup in Google Play issues a new purchase token, which names the one it
   * replaces in `replacesSubscriptionRef`.
   */
  subscriptionRef: string;
  /**
   * This period's own id, unique per charged period: Apple's transactionId; Google's order id
   * (`GPA.…`; renewals `GPA.…..0`, `..1` …). A pending Google purchase has no order yet: its
   * purchase token stands in.
   */
  transactionRef: string;
  /**
   * Google's linkedPurchaseToken: the subscription this purchase replaces (the account's old
   * subscription ends; do not count both). Null for Apple, whose plan changes keep
   * `subscriptionRef`.
   */
  replacesSubscriptionRef: string | null;
  /** The store's product id: the plan's code, as `storeProductId(plan)` makes it. */
  productId: string;
  /**
   * ISO-8601 UTC with milliseconds. Apple: when this period was bought (a renewal's date). Google
   * tells no period start: when the subscription started; for a pending purchase, when asked.
   */
  purchasedAt: string;
  /** ISO-8601 UTC with milliseconds: the end of the period paid for (as asked, when pending). */
  expiresAt: string;
  /**
   * The account the app tied the purchase to: Apple's appAccountToken (a UUID the app passes to
   * StoreKit), Google's obfuscatedExternalAccountId (what the app passes to Play Billing's
   * setObfuscatedAccountId); null when the app passed none.
   */
  accountToken: string | null;
  state: StoreSubscriptionState;
  /**
   * Hundredths of the currency's unit (amount = priceCents / 100, whatever the currency's own
   * minor unit), null when the store does not say. Apple: what this transaction charged. Google:
   * the plan's recurring price, without taxes; an introductory offer may have charged less.
   */
  priceCents: number | null;
  /** ISO 4217, upper case, as the stores send it; null when the store does not say. */
  currency: string | null;
  /** Sandbox: Apple's sandbox (TestFlight, App Review) or Google's license testers: never paid. */
  environment: 'production' | 'sandbox';
  /**
   * Google refunds and revokes a purchase that is not acknowledged within three days: once the
   * subscription is recorded, call `GooglePlay.acknowledge`. Always false for Apple.
   */
  needsAcknowledgement: boolean;
  /**
   * ISO-8601 UTC with ms: when the store vouched for `state`. Apple: the signedDate of the signed
   * data it came in (the notification, the App Store Server API's answer, or the device's own
   * transaction); Google: when it was asked. A subscription's state only moves forward: what the
   * store said before the state it holds now is recorded and ignored.
   */
  stateAt: string;
}

/** What a store notification says happened; `transaction.state` is what holds now. */
export type StoreNotificationKind =
  | 'purchase'
  | 'renewal'
  | 'renewalFailed'
  | 'cancelled'
  | 'resumed'
  | 'expired'
  | 'refunded'
  | 'other';

/** A store's server notification, verified (Apple) or checked with the store's API (Google). */
export interface StoreNotification {
  store: Store;
  kind: StoreNotificationKind;
  /** The store's id for the notification: the same on each retry of it, for deduplication. */
  notificationId: string;
  /**
   * When the store sent it, ISO-8601 UTC with ms. Notifications may arrive out of order; a
   * notification older than the last one applied to a subscription must not undo it.
   */
  sentAt: string;
  /** The subscription it is about; null for a test notification or one about something else. */
  transaction: StoreTransaction | null;
}

/** The proof is not genuine, is malformed, or is for another app or product: answer 400. */
export class StoreProofError extends Error {}

/** A push that does not prove it comes from the store (Pub/Sub's OIDC token): answer 401. */
export class StorePushUnauthenticatedError extends Error {}

/** The store could not be asked (network, 5xx, our credentials): answer 503; the store retries. */
export class StoreUnavailableError extends Error {}
