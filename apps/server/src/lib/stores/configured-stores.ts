import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Environment } from '@apple/app-store-server-library';
import { z } from 'zod';
import { ConfigError, type Config } from '../../config.ts';
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
  return appleStore({
    rootCertificates: config.APPLE_ROOT_CERTIFICATES.map(readCertificate),
    bundleId,
    appAppleId: config.APPLE_APP_APPLE_ID,
    environment: environments[environment],
    acceptSandbox: config.APPLE_ACCEPT_SANDBOX,
    onlineChecks: config.APPLE_ONLINE_CHECKS,
  });
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
  return googlePlay({
    packageName,
    serviceAccountKey: readServiceAccountKey(keyFile),
    rootUrl: config.GOOGLE_PLAY_API_URL,
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
