import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Environment } from '@apple/app-store-server-library';
import { z } from 'zod';
import { ConfigError, type Config } from '../../config.ts';
import type { AppleServerApiOptions } from './apple-server-api.ts';
import { appleStore, type AppleStore } from './apple-store.ts';
import { googlePlay, type GooglePlay } from './google-play.ts';

const environments: Record<Config['APPLE_ENVIRONMENT'], Environment> = {
  Production: Environment.PRODUCTION,
  Sandbox: Environment.SANDBOX,
  Xcode: Environment.XCODE,
  LocalTesting: Environment.LOCAL_TESTING,
};

/**
 * The App Store verifier the APPLE_* variables describe; null when App Store purchases are off
 * (APPLE_BUNDLE_ID unset). A half-made configuration stops the server with a message naming it.
 */
export function appleStoreFor(config: Config): AppleStore | null {
  const bundleId = config.APPLE_BUNDLE_ID;
  const environment = config.APPLE_ENVIRONMENT;
  if (!bundleId) {
    if (config.APPLE_ROOT_CERTIFICATES.length > 0 || config.APPLE_APP_APPLE_ID !== undefined)
      throw new ConfigError('APPLE_BUNDLE_ID is unset, but other APPLE_* variables are set.');
    return null;
  }
  const signed = environment === 'Production' || environment === 'Sandbox';
  if (!signed && config.NODE_ENV === 'production')
    throw new ConfigError(
      `APPLE_ENVIRONMENT=${environment} data is not signed, so anyone could make it up: ` +
        'a production server (NODE_ENV=production) takes only Production or Sandbox.',
    );
  if (signed && config.APPLE_ROOT_CERTIFICATES.length === 0)
    throw new ConfigError(
      "APPLE_ROOT_CERTIFICATES must name Apple's root certificates (the AppleRootCA-G3.cer and " +
        'AppleRootCA-G2.cer files from https://www.apple.com/certificateauthority/).',
    );
  if (environment === 'Production' && config.APPLE_APP_APPLE_ID === undefined)
    throw new ConfigError('APPLE_ENVIRONMENT=Production needs APPLE_APP_APPLE_ID.');
  const rootCertificates = config.APPLE_ROOT_CERTIFICATES.map(readCertificate);
  const serverApi = appleServerApiOf(config);
  if (signed && !serverApi)
    throw new ConfigError(
      'APPLE_API_KEY_FILE, APPLE_API_KEY_ID and APPLE_API_ISSUER_ID must name an In-App Purchase ' +
        "key (App Store Connect → Users and Access → Integrations): the server asks Apple's server " +
        'API whether a subscription the app reports still holds.',
    );
  return appleStore({
    rootCertificates,
    bundleId,
    appAppleId: config.APPLE_APP_APPLE_ID,
    environment: environments[environment],
    acceptSandbox: config.APPLE_ACCEPT_SANDBOX,
    onlineChecks: config.APPLE_ONLINE_CHECKS,
    ...(signed && serverApi ? { serverApi } : {}),
  });
}

function appleServerApiOf(config: Config): AppleServerApiOptions | null {
  const { APPLE_API_KEY_FILE: keyFile, APPLE_API_KEY_ID: keyId } = config;
  const issuerId = config.APPLE_API_ISSUER_ID;
  if (!keyFile && !keyId && !issuerId) return null;
  if (!keyFile || !keyId || !issuerId)
    throw new ConfigError(
      'APPLE_API_KEY_FILE, APPLE_API_KEY_ID and APPLE_API_ISSUER_ID go together: one is unset.',
    );
  return {
    signingKey: readSigningKey(keyFile),
    keyId,
    issuerId,
    ...(config.APPLE_API_URL ? { baseUrl: config.APPLE_API_URL } : {}),
  };
}

function readSigningKey(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    createPrivateKey(text);
    return text;
  } catch (error) {
    throw new ConfigError(`APPLE_API_KEY_FILE: ${file} is not a readable private key`, {
      cause: error,
    });
  }
}

function readCertificate(file: string): Buffer {
  try {
    const certificate = readFileSync(file);
    new X509Certificate(certificate);
    return certificate;
  } catch (error) {
    throw new ConfigError(`APPLE_ROOT_CERTIFICATES: ${file} is not a readable certificate`, {
      cause: error,
    });
  }
}

const serviceAccountKeySchema = z.object({
  type: z.literal('service_account'),
  client_email: z.email(),
  private_key: z.string().startsWith('-----BEGIN'),
  private_key_id: z.string().optional(),
  token_uri: z.url().optional(),
});

/**
 * The Google Play verifier the GOOGLE_PLAY_* variables describe; null when Google Play purchases
 * are off (neither GOOGLE_PLAY_PACKAGE_NAME nor GOOGLE_PLAY_SERVICE_ACCOUNT_FILE set).
 */
export function googlePlayFor(config: Config): GooglePlay | null {
  const packageName = config.GOOGLE_PLAY_PACKAGE_NAME;
  const keyFile = config.GOOGLE_PLAY_SERVICE_ACCOUNT_FILE;
  if (!packageName && !keyFile) return null;
  if (!packageName || !keyFile)
    throw new ConfigError(
      'Google Play purchases need both GOOGLE_PLAY_PACKAGE_NAME and ' +
        'GOOGLE_PLAY_SERVICE_ACCOUNT_FILE.',
    );
  const serviceAccountKey = readServiceAccountKey(keyFile);
  const audience = config.GOOGLE_PUBSUB_AUDIENCE;
  const serviceAccountEmail = config.GOOGLE_PUBSUB_SERVICE_ACCOUNT;
  if (!audience || !serviceAccountEmail)
    throw new ConfigError(
      'Google Play purchases need GOOGLE_PUBSUB_AUDIENCE and GOOGLE_PUBSUB_SERVICE_ACCOUNT: the ' +
        "push subscription's authentication, which every push must prove.",
    );
  return googlePlay({
    packageName,
    serviceAccountKey,
    rootUrl: config.GOOGLE_PLAY_API_URL,
    push: {
      audience,
      serviceAccountEmail,
      ...(config.GOOGLE_PUBSUB_CERTS_URL ? { certsUrl: config.GOOGLE_PUBSUB_CERTS_URL } : {}),
    },
  });
}

function readServiceAccountKey(file: string) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: ${file} is not a readable JSON file`, {
      cause: error,
    });
  }
  const key = serviceAccountKeySchema.safeParse(json);
  // The issues name fields only: the key's values are secret.
  if (!key.success)
    throw new ConfigError(
      `GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: ${file} is not a service account key ` +
        `(${key.error.issues.map((issue) => issue.path.join('.')).join(', ')})`,
    );
  return key.data;
}
