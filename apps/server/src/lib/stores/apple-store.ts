import {
  Environment,
  SignedDataVerifier,
  VerificationException,
  VerificationStatus,
  type LastTransactionsItem,
  type ResponseBodyV2DecodedPayload,
} from '@apple/app-store-server-library';
import { appleNotificationKind } from './apple-notification-kind.ts';
import { appleServerApi, type AppleServerApiOptions } from './apple-server-api.ts';
import { appleTransaction, isAppleSubscription } from './apple-transaction.ts';
import {
  StoreProofError,
  StoreUnavailableError,
  type StoreNotification,
  type StoreTransaction,
} from './store-transaction.ts';

export interface AppleStoreOptions {
  /** Apple's root certificates (DER or PEM) from apple.com/certificateauthority; tests: theirs. */
  rootCertificates: Buffer[];
  bundleId: string;
  /** The app's Apple ID (App Store Connect); required in Production. */
  appAppleId?: number;
  /** Xcode and LocalTesting data is not signed: the library then checks no signature at all. */
  environment: Environment;
  /**
   * With Production, also take Sandbox data: App Review and TestFlight buy in the sandbox with
   * the production app, and a server that refuses it fails App Review.
   */
  acceptSandbox?: boolean;
  /** Check the certificates' revocation (OCSP, online) and their dates against now. */
  onlineChecks: boolean;
  /**
   * Apple's server API, asked what holds now for the subscription a device's proof names: a
   * proof kept from before a refund, a revocation or an expiry then revives nothing. Required
   * where the data is signed (configured-stores.ts); Xcode and LocalTesting data has no API.
   */
  serverApi?: AppleServerApiOptions;
  now?: () => Date;
}

/** Verifies the App Store's signed data with Apple's library. */
export interface AppleStore {
  /**
   * StoreKit 2's Transaction.jwsRepresentation, posted by the app after a purchase or restore:
   * verified, then its subscription as Apple's server API tells it now (when configured).
   */
  verifyTransaction(signedTransaction: string): Promise<StoreTransaction>;
  /** An App Store Server Notification V2's signedPayload. */
  verifyNotification(signedPayload: string): Promise<StoreNotification>;
}

export function appleStore(options: AppleStoreOptions): AppleStore {
  const now = options.now ?? (() => new Date());
  const verifier = (environment: Environment) =>
    new SignedDataVerifier(
      options.rootCertificates,
      options.onlineChecks,
      environment,
      options.bundleId,
      options.appAppleId,
    );
  const verifiers = [verifier(options.environment)];
  if (options.acceptSandbox && options.environment === Environment.PRODUCTION)
    verifiers.push(verifier(Environment.SANDBOX));
  const api = options.serverApi ? appleServerApi(options.serverApi, options.bundleId) : null;

  /** Decodes with the verifier of the data's environment, and names it for the nested data. */
  async function verified<T>(
    decode: (verifier: SignedDataVerifier) => Promise<T>,
  ): Promise<{ value: T; verifier: SignedDataVerifier }> {
    let firstError: unknown;
    for (const candidate of verifiers) {
      try {
        return { value: await decode(candidate), verifier: candidate };
      } catch (error) {
        firstError ??= error;
        if (!isOtherEnvironment(error)) break;
      }
    }
    throw storeError(firstError);
  }

  return {
    async verifyTransaction(signedTransaction) {
      const { value, verifier } = await verified((candidate) =>
        candidate.verifyAndDecodeTransaction(signedTransaction),
      );
      const told = appleTransaction(value, {}, now());
      if (!api) return told;
      // The device's proof only names the subscription: what holds is what Apple says now.
      const current = await api.subscriptionStatus(
        told.transactionRef,
        told.subscriptionRef,
        value.environment === Environment.PRODUCTION ? Environment.PRODUCTION : Environment.SANDBOX,
      );
      try {
        return await subscriptionAsSigned(current, verifier, now());
      } catch (error) {
        throw storeError(error);
      }
    },

    async verifyNotification(signedPayload) {
      const { value: payload, verifier } = await verified((candidate) =>
        candidate.verifyAndDecodeNotification(signedPayload),
      );
      if (!payload.notificationUUID)
        throw new StoreProofError('The App Store notification has no notificationUUID');
      let transaction: StoreTransaction | null;
      try {
        transaction = await notificationTransaction(payload, verifier, now());
      } catch (error) {
        throw storeError(error);
      }
      return {
        store: 'apple',
        kind: transaction
          ? appleNotificationKind(payload.notificationType, payload.subtype)
          : 'other',
        notificationId: payload.notificationUUID,
        sentAt: new Date(payload.signedDate ?? now().getTime()).toISOString(),
        transaction,
      };
    },
  };
}

/** The notification's subscription; null when it has none (a test) or is not about one. */
async function notificationTransaction(
  payload: ResponseBodyV2DecodedPayload,
  verifier: SignedDataVerifier,
  now: Date,
): Promise<StoreTransaction | null> {
  const data = payload.data;
  if (!data?.signedTransactionInfo) return null;
  // The nested data is signed separately: verified the same way, in the same environment.
  const transaction = await verifier.verifyAndDecodeTransaction(data.signedTransactionInfo);
  if (!isAppleSubscription(transaction)) return null;
  const renewal = data.signedRenewalInfo
    ? await verifier.verifyAndDecodeRenewalInfo(data.signedRenewalInfo)
    : undefined;
  return appleTransaction(
    transaction,
    { renewal, status: data.status, signedDate: payload.signedDate },
    now,
  );
}

/** A subscription as Apple's server API answers it, its signed parts verified. */
async function subscriptionAsSigned(
  item: LastTransactionsItem,
  verifier: SignedDataVerifier,
  now: Date,
): Promise<StoreTransaction> {
  const transaction = await verifier.verifyAndDecodeTransaction(item.signedTransactionInfo ?? '');
  const renewal = item.signedRenewalInfo
    ? await verifier.verifyAndDecodeRenewalInfo(item.signedRenewalInfo)
    : undefined;
  // Apple signs the answer when it gives it: its signedDate is the moment the state held.
  return appleTransaction(transaction, { renewal, status: item.status }, now);
}

/** A production verifier refuses sandbox data as of another environment, or of another app. */
function isOtherEnvironment(error: unknown): boolean {
  return (
    error instanceof VerificationException &&
    (error.status === VerificationStatus.INVALID_ENVIRONMENT ||
      error.status === VerificationStatus.INVALID_APP_IDENTIFIER)
  );
}

function storeError(error: unknown): Error {
  if (!(error instanceof VerificationException))
    return error instanceof Error ? error : new Error(String(error));
  const status = VerificationStatus[error.status];
  if (error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE)
    return new StoreUnavailableError(
      `Apple's certificate status could not be checked (${status})`,
      {
        cause: error,
      },
    );
  return new StoreProofError(`The App Store data is not genuine or not this app's (${status})`, {
    cause: error,
  });
}
