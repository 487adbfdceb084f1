import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppOs } from '@citybook/contract';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const databaseUrl = z
  .string()
  .trim()
  .refine((url) => /^(postgres(ql)?:\/\/|sqlite:).+/.test(url), {
    message: 'must start with postgres://, postgresql:// or sqlite:',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  DATABASE_URL: databaseUrl.default(`sqlite:${path.join(repoRoot, 'data/citybook.sqlite')}`),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Citybook <no-reply@citybook.app>'),
  TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  CONSOLE_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/console/dist')),
  /** OPERATOR-12: where uploaded images' variants are kept (a folder the server may write). */
  MEDIA_DIR: z.string().min(1).default(path.join(repoRoot, 'data/media')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Comma-separated emails allowed to see expiration-date notices (ACCOUNT-15), matched lower case. */
  NOTICE_EMAILS: z
    .string()
    .default('')
    .transform(
      (list) =>
        new Set(
          list
            .split(',')
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        ),
    ),
  /**
   * Slow clients (docs/configuration.md): the whole request, headers and body, must arrive within
   * REQUEST_TIMEOUT_SECONDS; a socket with no byte either way for CONNECTION_TIMEOUT_SECONDS is
   * closed; an idle keep-alive socket waits KEEP_ALIVE_TIMEOUT_SECONDS for its next request (above
   * the 60 s idle timeout of common load balancers, so the server never closes one they reuse).
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  /** The market for users whose position is unknown or outside every market (a market slug). */
  DEFAULT_MARKET: z.string().min(1).default('austin'),
  /** Attempts per minute and client address. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PASSWORD: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_CREATE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_ACTIVATION: z.coerce.number().int().positive().default(10),
  /** Market searches (the app asks as the member types, debounced): a typo search scans words. */
  RATE_LIMIT_SEARCH: z.coerce.number().int().positive().default(120),
  /** APP-10 update required: the oldest native app each OS may use (444 below it). */
  MIN_APP_VERSION_ANDROID: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/)
    .default('1.0.0'),
  MIN_APP_VERSION_IOS: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/)
    .default('1.0.0'),
  /** The card processor (docs/payments.md). */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Required with PAYMENT_GATEWAY=stripe: a secret (sk_) or restricted (rk_) key. Never logged. */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, {
      message: 'must be a Stripe secret or restricted key (sk_… or rk_…)',
    })
    .optional(),
  /**
   * Seals the staff's TOTP secrets in the database (AES-256-GCM; docs/security/staff-sign-in.md):
   * 32 random bytes in base64 (`openssl rand -base64 32`). Unset, they are stored readable and
   * the server warns at start. Never logged.
   */
  STAFF_SECRET_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  /**
   * NOTICE-10: signs the one-click unsubscribe links of reminder mails (HMAC-SHA256): 32 random
   * bytes in base64 (`openssl rand -base64 32`), the same on every server. Required in production
   * with SMTP_URL (links in real mail must keep working); elsewhere a development key is used
   * and the server warns. Never logged.
   */
  NOTICE_SECRET_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  /**
   * NOTICE-11 (ADR 0041): the server's VAPID key pair for Web Push (`npx web-push
   * generate-vapid-keys`): the public key (65 bytes, base64url) and the private key (32 bytes,
   * base64url), the same on every server; and a contact for the push services (`mailto:` or
   * `https:`). All three or none: unset, the server sends no pushes and the account page says so.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64url').length === 65, {
      message:
        'must be a P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64url').length === 32, {
      message:
        'must be a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine((value) => /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(value), {
      message: 'must be a mailto: address or an https: URL the push services may contact',
    })
    .optional(),
  /** How often the in-process scheduler sends the notices due (ADR 0036); 0 turns it off. */
  NOTICE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  /** Another address for Stripe's API: a local server of recorded answers, stripe-mock. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** The sandbox accepts any valid card number as paid: production runs it only when this says so. */
  ALLOW_SANDBOX_PAYMENTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How often the in-process scheduler renews due subscriptions; 0 turns it off. */
  RENEWAL_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /** How often the in-process housekeeping prunes expired sessions, tokens and outbox mail; 0: off. */
  PRUNE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /**
   * How often the server looks at the catalogue's version and, when it has changed (at start, after
   * an import), builds each market's map cluster index before the first map asks; 0: off (ADR 0024).
   */
  MAP_WARM_UP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Whether X-Forwarded-For/-Proto/-Host come from a load balancer: `false`; the balancers'
   * addresses or CIDR ranges, comma-separated (the address a balancer appends counts, whatever the
   * client wrote before it); or `true`, any hop (the left-most address counts, which a client can
   * write itself: only behind a balancer that overwrites the header).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context): boolean | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      const proxies = value.split(',').map((entry) => entry.trim());
      if (proxies.every(isAddressOrRange)) return proxies;
      context.addIssue({
        code: 'custom',
        message: 'must be true, false, or the proxies’ addresses or CIDR ranges, comma-separated',
      });
      return z.NEVER;
    }),
  /** App Store purchases (docs/native-shell.md): off while unset. */
  APPLE_BUNDLE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, {
      message: 'must be a bundle id, e.g. app.citybook.ios',
    })
    .optional(),
  /** The app's Apple ID (App Store Connect, App Information); required for Production. */
  APPLE_APP_APPLE_ID: z.coerce.number().int().positive().optional(),
  /** Xcode and LocalTesting data is not signed: only outside production. */
  APPLE_ENVIRONMENT: z
    .enum(['Production', 'Sandbox', 'Xcode', 'LocalTesting'])
    .default('Production'),
  /** Apple's root certificates: comma-separated paths of DER or PEM files. */
  APPLE_ROOT_CERTIFICATES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((file) => file.trim())
        .filter(Boolean),
    ),
  /** A Production server also takes sandbox purchases: App Review and TestFlight make those. */
  APPLE_ACCEPT_SANDBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Checks Apple's certificates for revocation online (OCSP) and against the current date. */
  APPLE_ONLINE_CHECKS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * An In-App Purchase key of App Store Connect (its `.p8` file, id and issuer): the server asks
   * Apple's server API what holds now for a subscription the app reports. Required for signed
   * data (Production, Sandbox).
   */
  APPLE_API_KEY_FILE: z.string().trim().min(1).optional(),
  APPLE_API_KEY_ID: z.string().trim().min(1).optional(),
  APPLE_API_ISSUER_ID: z.string().trim().min(1).optional(),
  /** The App Store Server API's base URL, Apple's when unset (tests serve one locally). */
  APPLE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Google Play purchases (docs/native-shell.md): off while unset. */
  GOOGLE_PLAY_PACKAGE_NAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, {
      message: 'must be a package name, e.g. app.citybook.android',
    })
    .optional(),
  /** The JSON key of a service account with access to the app in Play Console. */
  GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: z.string().trim().min(1).optional(),
  /** The Android Publisher API's root URL, Google's when unset (tests serve one locally). */
  GOOGLE_PLAY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The push subscription's authentication (Pub/Sub → the subscription → Enable authentication):
   * its audience and service account. Each push's OIDC token must name both; required with
   * Google Play.
   */
  GOOGLE_PUBSUB_AUDIENCE: z.string().trim().min(1).optional(),
  GOOGLE_PUBSUB_SERVICE_ACCOUNT: z.email().optional(),
  /** Where Google's token-signing certificates are fetched, Google's when unset (tests). */
  GOOGLE_PUBSUB_CERTS_URL: z.url({ protocol: /^https?$/ }).optional(),
});

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** The settings that depend on another one. */
const configSchema = envSchema.superRefine((config, context) => {
  if (config.PAYMENT_GATEWAY === 'stripe' && config.STRIPE_SECRET_KEY === undefined)
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'required when PAYMENT_GATEWAY=stripe',
    });
  if (
    config.NODE_ENV === 'production' &&
    config.SMTP_URL !== undefined &&
    config.NOTICE_SECRET_KEY === undefined
  )
    context.addIssue({
      code: 'custom',
      path: ['NOTICE_SECRET_KEY'],
      message: 'required in production when SMTP_URL is set (it signs the unsubscribe links)',
    });
  const vapid = [config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY, config.VAPID_SUBJECT];
  if (vapid.some((value) => value !== undefined) && vapid.some((value) => value === undefined))
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)
      if (config[name] === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'required with the other VAPID_ settings (all three or none)',
        });
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(blankAsUnset);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** Test and tool helper: defaults plus overrides, without reading process.env. */
export function configFor(overrides: Partial<Record<keyof Config, string>>): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

/** The oldest native app version an operating system may still use (MIN_APP_VERSION_*). */
export function minimumAppVersion(config: Config, os: AppOs): string {
  return os === 'android' ? config.MIN_APP_VERSION_ANDROID : config.MIN_APP_VERSION_IOS;
}
