import { randomUUID } from 'node:crypto';
import type {
  JWSRenewalInfoDecodedPayload,
  JWSTransactionDecodedPayload,
  ResponseBodyV2DecodedPayload,
} from '@apple/app-store-server-library';
import { signLikeApple, type TestChain } from './sign-like-apple.ts';

/** The app the test data is for: APPLE_BUNDLE_ID and APPLE_APP_APPLE_ID in tests. */
export const TestApp = { bundleId: 'app.citybook.mobileplus.test', appAppleId: 1_234_567_890 };

const DAY = 86_400_000;

/** A first purchase of plan 2, a month from `purchaseDate`, in the sandbox; override any field. */
export function appleTransactionPayload(
  overrides: Partial<JWSTransactionDecodedPayload> = {},
): JWSTransactionDecodedPayload {
  const purchaseDate = overrides.purchaseDate ?? Date.parse('2026-03-01T10:00:00.000Z');
  return {
    originalTransactionId: '2000000812345678',
    transactionId: '2000000812345678',
    webOrderLineItemId: '2000000098765432',
    bundleId: TestApp.bundleId,
    productId: '2',
    subscriptionGroupIdentifier: '21500000',
    purchaseDate,
    originalPurchaseDate: purchaseDate,
    expiresDate: purchaseDate + 30 * DAY,
    quantity: 1,
    type: 'Auto-Renewable Subscription',
    appAccountToken: '6f0c2c0e-6d0b-4a53-9d55-2b3f0c9a1e11',
    inAppOwnershipType: 'PURCHASED',
    signedDate: purchaseDate + 1_000,
    environment: 'Sandbox',
    transactionReason: 'PURCHASE',
    storefront: 'USA',
    storefrontId: '143441',
    price: 4_990,
    currency: 'USD',
    ...overrides,
  };
}

/** The renewal info that goes with a transaction: renewing, unless overridden. */
export function appleRenewalPayload(
  transaction: JWSTransactionDecodedPayload,
  overrides: Partial<JWSRenewalInfoDecodedPayload> = {},
): JWSRenewalInfoDecodedPayload {
  return {
    originalTransactionId: transaction.originalTransactionId,
    autoRenewProductId: transaction.productId,
    productId: transaction.productId,
    autoRenewStatus: 1,
    signedDate: transaction.signedDate,
    environment: transaction.environment,
    recentSubscriptionStartDate: transaction.originalPurchaseDate,
    renewalDate: transaction.expiresDate,
    appAccountToken: transaction.appAccountToken,
    ...overrides,
  };
}

export interface TestNotification {
  notificationType: string;
  subtype?: string;
  /** Omitted: a notification without a transaction (TEST). */
  transaction?: JWSTransactionDecodedPayload;
  renewal?: JWSRenewalInfoDecodedPayload;
  /** data.status: 1 active, 2 expired, 3 billing retry, 4 grace period, 5 revoked. */
  status?: number;
  notificationUUID?: string;
  /** When Apple signed it (ms); half a second after the transaction's signedDate by default. */
  signedDate?: number;
  /** Fields of the notification's data to change, e.g. another bundleId. */
  data?: Record<string, unknown>;
  chain?: TestChain;
}

/** An App Store Server Notification V2 as Apple posts it: `{signedPayload}`'s value. */
export function signedAppleNotification(notification: TestNotification): string {
  const { transaction, renewal, chain } = notification;
  const environment = transaction?.environment ?? 'Sandbox';
  const payload: ResponseBodyV2DecodedPayload = {
    notificationType: notification.notificationType,
    subtype: notification.subtype,
    notificationUUID: notification.notificationUUID ?? randomUUID(),
    version: '2.0',
    signedDate:
      notification.signedDate ??
      (transaction?.signedDate ?? Date.parse('2026-03-01T10:00:00.000Z')) + 500,
    data: {
      appAppleId: TestApp.appAppleId,
      bundleId: TestApp.bundleId,
      bundleVersion: '42',
      environment,
      status: notification.status,
      signedTransactionInfo: transaction && signLikeApple(transaction, chain),
      signedRenewalInfo: renewal && signLikeApple(renewal, chain),
      ...notification.data,
    },
  };
  return signLikeApple(payload, chain);
}
