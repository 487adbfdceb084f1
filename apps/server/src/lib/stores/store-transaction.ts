/** A store's subscription purchase as verified with the store (placeholder until the adapters land). */
export interface StoreTransaction {
  store: 'apple' | 'google';
  subscriptionRef: string;
  transactionRef: string;
  productId: string;
  purchasedAt: string;
  expiresAt: string;
  accountToken: string | null;
  state: 'active' | 'cancelled' | 'pastDue' | 'expired' | 'refunded';
  priceCents: number | null;
  currency: string | null;
  environment: 'production' | 'sandbox';
}

export interface StoreNotification {
  store: 'apple' | 'google';
  kind:
    | 'purchase'
    | 'renewal'
    | 'renewalFailed'
    | 'cancelled'
    | 'resumed'
    | 'expired'
    | 'refunded'
    | 'other';
  notificationId: string;
  transaction: StoreTransaction | null;
}

export class StoreProofError extends Error {}
export class StoreUnavailableError extends Error {}

export interface AppleVerifier {
  verifyTransaction(signedTransaction: string): Promise<StoreTransaction>;
  verifyNotification(signedPayload: string): Promise<StoreNotification>;
}

export interface GoogleVerifier {
  verifyPurchase(productId: string, purchaseToken: string): Promise<StoreTransaction>;
  /** What a Pub/Sub push asks to check again; null for a test or an unrelated notification. */
  parseNotification(body: unknown): { productId: string; purchaseToken: string } | null;
}

/** The stores this server takes purchases from; null: not configured. */
export interface StoreVerifiers {
  apple: AppleVerifier | null;
  google: GoogleVerifier | null;
}
