import { OAuth2Client } from 'google-auth-library';
import { StorePushUnauthenticatedError, StoreUnavailableError } from './store-transaction.ts';

/** The push subscription's authentication, as set in Pub/Sub (Enable authentication). */
export interface PubsubPushAuthOptions {
  /** The audience the subscription puts in its tokens. */
  audience: string;
  /** The service account the subscription signs in as: the token's `email`. */
  serviceAccountEmail: string;
  /** Where Google's token-signing certificates are; Google's when unset (tests serve them). */
  certsUrl?: string;
}

/** Google's ID tokens name it so (the library would also take its universe domain). */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Checks that a push comes from our Pub/Sub subscription, before anything else is done. */
export type PubsubPushAuth = (authorization: string | undefined) => Promise<void>;

/**
 * Pub/Sub signs each push with an OIDC token of Google's (issuer accounts.google.com) for the
 * subscription's service account and audience: verified with google-auth-library.
 */
export function pubsubPushAuth(options: PubsubPushAuthOptions): PubsubPushAuth {
  const client = new OAuth2Client({
    ...(options.certsUrl
      ? { endpoints: { oauth2FederatedSignonPemCertsUrl: options.certsUrl } }
      : {}),
  });
  return async (authorization) => {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new StorePushUnauthenticatedError('The push carries no token');
    // Fetched apart (and cached as Google says), so that Google being unreachable is told apart
    // from a forged token: the first answers 503 and Pub/Sub pushes again.
    const { certs } = await client.getFederatedSignonCertsAsync().catch((error: unknown) => {
      throw new StoreUnavailableError("Google's token certificates could not be fetched", {
        cause: error,
      });
    });
    let payload;
    try {
      const ticket = await client.verifySignedJwtWithCertsAsync(
        token,
        certs,
        options.audience,
        GOOGLE_ISSUERS,
      );
      payload = ticket.getPayload();
    } catch (error) {
      throw new StorePushUnauthenticatedError('The push token is not genuine or not ours', {
        cause: error,
      });
    }
    if (payload?.email !== options.serviceAccountEmail || payload.email_verified !== true)
      throw new StorePushUnauthenticatedError("The push token is not our subscription's");
  };
}
