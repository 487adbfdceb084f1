import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../src/config.ts';

/** Settings as environment variables, checked by the server's own config at start. */
export type Settings = Partial<Record<keyof Config, string>>;

/**
 * What every test start sets unless it says otherwise: tests and benchmarks call from one address
 * far more often than the public limits allow (the rate-limit tests set their own), and
 * subscriptions renew (and expired data is pruned, and map indexes are built ahead) only when a
 * test asks, never behind its back;
 * payments use the sandbox.
 */
export const TEST_SETTINGS = {
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_PASSWORD: '100000',
  RATE_LIMIT_CREATE: '100000',
  RATE_LIMIT_ACTIVATION: '100000',
  RATE_LIMIT_SEARCH: '100000',
  RENEWAL_INTERVAL_MINUTES: '0',
  PRUNE_INTERVAL_MINUTES: '0',
  MAP_WARM_UP_SECONDS: '0',
  NOTICE_INTERVAL_MINUTES: '0',
  // Unsubscribe links are signed with a test key, never a real one.
  NOTICE_SECRET_KEY: 'dGVzdC1vbmx5LW5vdGljZS1zZWNyZXQta2V5LTMyYnk=',
  // Tests pay with the sandbox's test cards, whatever NODE_ENV the process has.
  ALLOW_SANDBOX_PAYMENTS: 'true',
  // Staff TOTP secrets are sealed, as in production (a test key, never a real one).
  STAFF_SECRET_KEY: 'dGVzdC1vbmx5LXN0YWZmLXNlY3JldC1rZXktMzJieXQ=',
  // One folder of images for every test of the machine: the seeded templates' demo images are
  // there for every app made from them (file names are content hashes, so sharing is safe).
  MEDIA_DIR: path.join(tmpdir(), 'citybook-test-media'),
} as const satisfies Settings;
