import { androidpublisher, auth } from '@googleapis/androidpublisher';
import { parseGoogleNotification, type GooglePush } from './google-notification.ts';
import { googleTransaction } from './google-purchase.ts';
import { pubsubPushAuth, type PubsubPushAuthOptions } from './pubsub-push-auth.ts';
import {
  StoreProofError,
  StoreUnavailableError,
  type StoreNotification,
  type StoreNotificationKind,
  type StoreSubscriptionState,
  type StoreTransaction,
} from './store-transaction.ts';

/** The fields of a service account's JSON key (Google Cloud console) that are used. */
export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri?: string;
}

export interface GooglePlayOptions {
  /** The app's package name, e.g. `app.citybook.mobileplus`. */
  packageName: string;
  /** A service account given access to the app in Play Console (View financial data). */
  serviceAccountKey: ServiceAccountKey;
  /** The push subscription's authentication: a push without its token is refused unread. */
  push: PubsubPushAuthOptions;
  /** The Android Publisher API's root URL; Google's by default (tests serve it locally). */
  rootUrl?: string;
  /** How often a failed read is tried again (no answer, 429, 5xx); 2 by default. */
  retries?: number;
  /** How long one request may take; 10 s by default. */
  timeoutMs?: number;
  now?: () => Date;
}

/** Asks Google Play's Developer API about subscription purchases. */
export interface GooglePlay {
  /** What the app posted after a purchase or restore; the purchase must be of `productId`. */
  verifyPurchase(productId: string, purchaseToken: string): Promise<StoreTransaction>;
  /**
   * A real-time developer notification, looked up with Google (see GoogleNotificationHint), once
   * its OIDC token (the request's Authorization) proves Pub/Sub sent it: a push without one is a
   * StorePushUnauthenticatedError before Google's API is asked anything.
   */
  verifyNotification(
    push: GooglePush,
    authorization: string | undefined,
  ): Promise<StoreNotification>;
  /** Acknowledges a purchase that needs it (once recorded), else Google refunds it in 3 days. */
  acknowledge(transaction: StoreTransaction): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export function googlePlay(options: GooglePlayOptions): GooglePlay {
  const { packageName } = options;
  const now = options.now ?? (() => new Date());
  const credentials = serviceAccount(options.serviceAccountKey);
  const authenticatePush = pubsubPushAuth(options.push);
  const publisher = androidpublisher({
    version: 'v3',
    auth: credentials,
    rootUrl: options.rootUrl,
    timeout: options.timeoutMs ?? 10_000,
    retryConfig: { retry: options.retries ?? 2 },
  });

  /** Gets the access token first: a refusal of our credentials is not the member's fault. */
  async function authorize(): Promise<void> {
    try {
      await credentials.getAccessToken();
    } catch (error) {
      throw new StoreUnavailableError('Google refused the service account an access token', {
        cause: error,
      });
    }
  }

  async function lookUp(purchaseToken: string, productId: string | null) {
    await authorize();
    try {
      const { data } = await publisher.purchases.subscriptionsv2.get({
        packageName,
        token: purchaseToken,
      });
      return googleTransaction(data, purchaseToken, productId, now());
    } catch (error) {
      throw googleError(error);
    }
  }

  return {
    verifyPurchase: (productId, purchaseToken) => lookUp(purchaseToken, productId),

    async verifyNotification(push, authorization) {
      await authenticatePush(authorization);
      const hint = parseGoogleNotification(push, packageName);
      const transaction = hint.purchaseToken ? await lookUp(hint.purchaseToken, null) : null;
      return {
        store: 'google',
        kind: transaction ? confirmedKind(hint.kind, transaction.state) : 'other',
        notificationId: hint.notificationId,
        sentAt: hint.sentAt,
        transaction,
      };
    },

    async acknowledge(transaction) {
      if (transaction.store !== 'google' || !transaction.needsAcknowledgement) return;
      await authorize();
      try {
        await publisher.purchases.subscriptions.acknowledge({
          packageName,
          subscriptionId: transaction.productId,
          token: transaction.subscriptionRef,
        });
      } catch (error) {
        // Google refuses a second acknowledgement, which a concurrent request may have made.
        const current = await lookUp(transaction.subscriptionRef, transaction.productId);
        if (current.needsAcknowledgement) throw googleError(error);
      }
    },
  };
}

function serviceAccount(key: ServiceAccountKey) {
  const credentials = new auth.JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [SCOPE],
  });
  const tokenUri = key.token_uri;
  // google-auth-library for Node always asks Google's token endpoint; a key naming another one (a
  // private endpoint, the tests' server) is honoured, as Google's other libraries do.
  if (tokenUri && tokenUri !== GOOGLE_TOKEN_URL)
    credentials.transporter.interceptors.request.add({
      resolved: (request) => {
        if (request.url.href === GOOGLE_TOKEN_URL) request.url = new URL(tokenUri);
        return Promise.resolve(request);
      },
    });
  return credentials;
}

/**
 * A push only names a purchase: a kind that would end the subscription stands only when Google's
 * answer says it has ended.
 */
function confirmedKind(kind: StoreNotificationKind, state: StoreSubscriptionState) {
  const ended = state === 'expired' || state === 'refunded';
  return (kind === 'expired' || kind === 'refunded') && !ended ? 'other' : kind;
}

/** 400, 404, 410: Google knows no such purchase (made up, another app's, or long expired). */
function googleError(error: unknown): Error {
  if (error instanceof StoreProofError || error instanceof StoreUnavailableError) return error;
  const status = responseStatus(error);
  if (status === 400 || status === 404 || status === 410)
    return new StoreProofError(`Google Play knows no such purchase (HTTP ${status})`, {
      cause: error,
    });
  return new StoreUnavailableError(
    `Google Play could not be asked (${status === undefined ? 'no answer' : `HTTP ${status}`})`,
    { cause: error },
  );
}

function responseStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error;
  if (typeof response !== 'object' || response === null || !('status' in response))
    return undefined;
  return typeof response.status === 'number' ? response.status : undefined;
}
