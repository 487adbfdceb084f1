import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: SQLite under data/, port 8080', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toMatch(/^sqlite:.*data\/citybook\.sqlite$/);
    expect(config.SEED_DEMO_DATA).toBe(true);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).PORT).toBe(8080);
  });

  it('accepts PostgreSQL and other SQLite files', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/citybook' }).DATABASE_URL).toContain(
      'postgres',
    );
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).DATABASE_URL).toBe(
      'sqlite:/tmp/x.sqlite',
    );
  });

  it('prunes expired data hourly by default; 0 turns it off; anything else is refused', () => {
    expect(loadConfig({}).PRUNE_INTERVAL_MINUTES).toBe(60);
    expect(loadConfig({ PRUNE_INTERVAL_MINUTES: '0' }).PRUNE_INTERVAL_MINUTES).toBe(0);
    for (const bad of ['-5', 'hourly', '1441']) {
      expect(() => loadConfig({ PRUNE_INTERVAL_MINUTES: bad })).toThrow(/PRUNE_INTERVAL_MINUTES/);
    }
  });

  it('bounds slow clients by default: 30 s per request, 120 s of silence, 72 s of keep-alive', () => {
    const config = loadConfig({});
    expect(config.REQUEST_TIMEOUT_SECONDS).toBe(30);
    expect(config.CONNECTION_TIMEOUT_SECONDS).toBe(120);
    expect(config.KEEP_ALIVE_TIMEOUT_SECONDS).toBe(72);
    for (const bad of ['0', '-1', '1.5', 'never']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: bad })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    }
  });

  it('warms the map indexes every 30 s by default; 0 turns it off; anything else is refused', () => {
    expect(loadConfig({}).MAP_WARM_UP_SECONDS).toBe(30);
    expect(loadConfig({ MAP_WARM_UP_SECONDS: '0' }).MAP_WARM_UP_SECONDS).toBe(0);
    for (const bad of ['-1', 'often', '3601', '1.5']) {
      expect(() => loadConfig({ MAP_WARM_UP_SECONDS: bad })).toThrow(/MAP_WARM_UP_SECONDS/);
    }
  });

  it('leaves store purchases off by default, and reads their variables', () => {
    const config = loadConfig({});
    expect(config.APPLE_BUNDLE_ID).toBeUndefined();
    expect(config.APPLE_ROOT_CERTIFICATES).toEqual([]);
    expect(config.APPLE_ONLINE_CHECKS).toBe(true);
    expect(config.GOOGLE_PLAY_PACKAGE_NAME).toBeUndefined();

    const stores = loadConfig({
      APPLE_BUNDLE_ID: 'app.citybook.ios',
      APPLE_APP_APPLE_ID: '1234567890',
      APPLE_ENVIRONMENT: 'Sandbox',
      APPLE_ROOT_CERTIFICATES: '/etc/apple/AppleRootCA-G3.cer, /etc/apple/AppleRootCA-G2.cer',
      APPLE_ACCEPT_SANDBOX: 'true',
      GOOGLE_PLAY_PACKAGE_NAME: 'app.citybook.android',
      GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: '/etc/google/play.json',
    });
    expect(stores).toMatchObject({
      APPLE_APP_APPLE_ID: 1234567890,
      APPLE_ENVIRONMENT: 'Sandbox',
      APPLE_ROOT_CERTIFICATES: ['/etc/apple/AppleRootCA-G3.cer', '/etc/apple/AppleRootCA-G2.cer'],
      APPLE_ACCEPT_SANDBOX: true,
      GOOGLE_PLAY_PACKAGE_NAME: 'app.citybook.android',
    });
  });

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://db/x', 'DATABASE_URL: must start with postgres://'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL'],
    ['STRIPE_SECRET_KEY', 'pk_test_publishable', 'STRIPE_SECRET_KEY: must be a Stripe secret'],
    ['STRIPE_API_BASE', 'ftp://stripe.local', 'STRIPE_API_BASE'],
    ['APPLE_BUNDLE_ID', 'citybook', 'APPLE_BUNDLE_ID: must be a bundle id'],
    ['APPLE_APP_APPLE_ID', 'app-id', 'APPLE_APP_APPLE_ID'],
    ['APPLE_ENVIRONMENT', 'production', 'APPLE_ENVIRONMENT'],
    ['GOOGLE_PLAY_PACKAGE_NAME', 'app citybook', 'GOOGLE_PLAY_PACKAGE_NAME'],
    ['GOOGLE_PLAY_API_URL', 'ftp://play', 'GOOGLE_PLAY_API_URL'],
  ])('names the bad variable %s=%s', (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(expected);
  });

  it('needs STRIPE_SECRET_KEY for PAYMENT_GATEWAY=stripe, and never shows the key', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      'STRIPE_SECRET_KEY: required when PAYMENT_GATEWAY=stripe',
    );
    const mistyped = { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_live_do-not-print' };
    expect(() => loadConfig(mistyped)).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret');
    expect(() => loadConfig(mistyped)).not.toThrow(/do-not-print/);
    const config = loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_51abc' });
    expect(config.STRIPE_SECRET_KEY).toBe('sk_test_51abc');
    expect(config.STRIPE_API_BASE).toBeUndefined();
  });

  it('needs NOTICE_SECRET_KEY in production with SMTP (NOTICE-10), and not elsewhere', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example:25' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...smtp })).toThrow(
      'NOTICE_SECRET_KEY: required in production when SMTP_URL is set',
    );
    expect(() => loadConfig({ NODE_ENV: 'development', ...smtp })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => loadConfig({ NOTICE_SECRET_KEY: 'c2hvcnQ=' })).toThrow(
      'NOTICE_SECRET_KEY: must be 32 bytes in base64',
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      loadConfig({ NODE_ENV: 'production', ...smtp, NOTICE_SECRET_KEY: key }).NOTICE_SECRET_KEY,
    ).toBe(key);
  });

  it('takes the three VAPID settings together or none (NOTICE-11), and checks the keys', () => {
    const keys = webpush.generateVAPIDKeys();
    const vapid = {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@citybook.example',
    };
    expect(loadConfig({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(loadConfig(vapid).VAPID_SUBJECT).toBe('mailto:ops@citybook.example');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: required with the other VAPID_ settings[\s\S]*VAPID_SUBJECT: required/,
    );
    expect(() => loadConfig({ ...vapid, VAPID_PUBLIC_KEY: keys.privateKey })).toThrow(
      'VAPID_PUBLIC_KEY: must be a P-256 public key',
    );
    expect(() => loadConfig({ ...vapid, VAPID_SUBJECT: 'ops@citybook.example' })).toThrow(
      'VAPID_SUBJECT: must be a mailto: address or an https: URL',
    );
  });
});
