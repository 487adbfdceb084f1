import {
  APIException,
  AppStoreServerAPIClient,
  Environment,
  type LastTransactionsItem,
} from '@apple/app-store-server-library';
import { StoreProofError, StoreUnavailableError } from './store-transaction.ts';

/** An In-App Purchase key of App Store Connect (Users and Access → Integrations). */
export interface AppleServerApiOptions {
  /** The key's `.p8` file's text (PEM, PKCS #8). */
  signingKey: string;
  keyId: string;
  issuerId: string;
  /** The App Store Server API's base URL; Apple's for the data's environment when unset (tests). */
  baseUrl?: string;
  /** How long one request may take; 10 s by default (the library sets no limit). */
  timeoutMs?: number;
}

/** Apple's documented base URLs of the App Store Server API. */
const APPLE_URLS: Partial<Record<Environment, string>> = {
  [Environment.PRODUCTION]: 'https://api.storekit.itunes.apple.com',
  [Environment.SANDBOX]: 'https://api.storekit-sandbox.itunes.apple.com',
};

type FetchAnswer = Awaited<ReturnType<AppStoreServerAPIClient['makeFetchRequest']>>;

/**
 * Apple's client, with a time limit and a base URL of our choosing: the library's own request has
 * neither, so a silent Apple would hold the member's request for ever.
 */
class TimedAppStoreClient extends AppStoreServerAPIClient {
  constructor(
    options: AppleServerApiOptions,
    bundleId: string,
    environment: Environment,
    private readonly baseUrl: string,
  ) {
    super(options.signingKey, options.keyId, options.issuerId, bundleId, environment);
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  private readonly timeoutMs: number;

  protected override async makeFetchRequest(
    path: string,
    query: URLSearchParams,
    method: string,
    body: string | Buffer | undefined,
    headers: Record<string, string>,
  ): Promise<FetchAnswer> {
    const answer = await fetch(`${this.baseUrl}${path}?${query.toString()}`, {
      method,
      // A copy the DOM's typing takes too: e2e and bench type-check the server with the DOM's types.
      body: body === undefined || typeof body === 'string' ? body : Uint8Array.from(body),
      headers,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The library reads only `ok`, `status` and `json()`, which the platform's answer has too.
    return answer as unknown as FetchAnswer;
  }
}

/** Asks the App Store Server API what holds now for a subscription. */
export interface AppleServerApi {
  /**
   * The subscription's latest transaction, renewal info and status as Apple signs them now
   * (Get All Subscription Statuses). A StoreProofError when Apple knows no such subscription.
   */
  subscriptionStatus(
    transactionId: string,
    originalTransactionId: string,
    environment: Environment,
  ): Promise<LastTransactionsItem>;
}

export function appleServerApi(options: AppleServerApiOptions, bundleId: string): AppleServerApi {
  const clients = new Map<Environment, AppStoreServerAPIClient>();
  function clientFor(environment: Environment) {
    let client = clients.get(environment);
    const baseUrl = options.baseUrl ?? APPLE_URLS[environment];
    if (!baseUrl) throw new StoreProofError(`Apple's server API has no ${environment} environment`);
    if (!client) {
      client = new TimedAppStoreClient(options, bundleId, environment, baseUrl);
      clients.set(environment, client);
    }
    return client;
  }

  return {
    async subscriptionStatus(transactionId, originalTransactionId, environment) {
      const client = clientFor(environment);
      let answer;
      try {
        answer = await client.getAllSubscriptionStatuses(transactionId);
      } catch (error) {
        throw apiError(error);
      }
      const item = (answer.data ?? [])
        .flatMap((group) => group.lastTransactions ?? [])
        .find((candidate) => candidate.originalTransactionId === originalTransactionId);
      if (!item?.signedTransactionInfo)
        throw new StoreProofError('Apple knows no such subscription of this customer');
      return item;
    },
  };
}

/** Apple's 4xx but 401 and 429: it knows no such transaction; anything else: ask again later. */
function apiError(error: unknown): Error {
  if (
    error instanceof APIException &&
    error.httpStatusCode >= 400 &&
    error.httpStatusCode < 500 &&
    error.httpStatusCode !== 401 &&
    error.httpStatusCode !== 429
  )
    return new StoreProofError(`Apple knows no such transaction (HTTP ${error.httpStatusCode})`, {
      cause: error,
    });
  const status = error instanceof APIException ? `HTTP ${error.httpStatusCode}` : 'no answer';
  return new StoreUnavailableError(`Apple's server API could not be asked (${status})`, {
    cause: error,
  });
}
