import {
  AccountApi,
  ActivationApi,
  AppManifestText,
  CatalogApi,
  MarketApi,
  MAX_OFFLINE_AGE_MS,
  RedemptionApi,
  replacePathParams,
} from '@citybook/contract';
import type { Endpoint } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { MADE_OFFLINE_HEADER } from '../features/redemption/offline/send-offline.ts';
import {
  endpointsPattern,
  isRedemptionMadeOffline,
  MEDIA_PATTERN,
  OFFLINE_READABLE,
  OFFLINE_READABLE_PATTERN,
  pwaOptions,
  REDEMPTION_SYNC_QUEUE,
} from './pwa-options.ts';

const origin = 'https://citybook.example';
const urlOf = (endpoint: Endpoint, query = '') =>
  `${origin}${replacePathParams(endpoint.path, () => '12')}${query}`;

describe('the worker keeps for offline reading', () => {
  const pattern = endpointsPattern(OFFLINE_READABLE);

  it.each([
    urlOf(CatalogApi.getCategories),
    urlOf(CatalogApi.getMobileAds),
    urlOf(CatalogApi.getMerchant, '?latitude=30.2&longitude=-97.7'),
    urlOf(CatalogApi.getAllMerchants, '?marketId=1'),
    urlOf(CatalogApi.getMerchantsInCategory, '?marketId=1&categoryId=3'),
    urlOf(CatalogApi.getMerchantsByFranchisor, '?marketId=1&franchisorId=2'),
    urlOf(MarketApi.getMarket),
    urlOf(MarketApi.getMarkets),
  ])('the market catalogue: %s', (url) => {
    expect(pattern.test(url)).toBe(true);
  });

  it.each([
    urlOf(AccountApi.login),
    urlOf(AccountApi.getProfile),
    urlOf(AccountApi.updateProfile),
    urlOf(AccountApi.logout),
    urlOf(RedemptionApi.redeem),
    urlOf(RedemptionApi.getRedemptions),
    urlOf(ActivationApi.activate),
    urlOf(ActivationApi.updatePaymentInstrument),
    urlOf(ActivationApi.validatePaymentCardNumber),
    // A catalogue path named in another call's query is not that call.
    `${origin}/api/account/profile?next=/api/category/getall/1`,
    `${origin}/api/category/getall/1/extra`,
  ])('never the account, payments or redeeming: %s', (url) => {
    expect(pattern.test(url)).toBe(false);
  });

  it('keeps the drawn logos and ads, not other files', () => {
    expect(MEDIA_PATTERN.test(`${origin}/media/logo.svg?text=AB&hue=20`)).toBe(true);
    expect(MEDIA_PATTERN.test(`${origin}/api/media/logo.svg`)).toBe(false);
  });

  it('caches only answers that succeeded (and a merchant that left), bounded in number and age', () => {
    const rules = (pwaOptions().workbox?.runtimeCaching ?? []).filter(
      (rule) => rule.handler !== 'NetworkOnly',
    );
    expect(rules).toHaveLength(2);
    for (const rule of rules) {
      expect(rule.method).toBe('GET');
      expect(rule.options?.cacheableResponse?.statuses).toEqual(
        rule.urlPattern === OFFLINE_READABLE_PATTERN ? [200, 410] : [200],
      );
      expect(rule.options?.expiration?.maxEntries).toBeGreaterThan(0);
      expect(rule.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
    }
  });

  it('answers the catalogue and images from the device at once, asking the server behind them', () => {
    // Issue 28: a repeat visit shows from the worker; MERCHANT-12 (ADR 0052): the server's newer
    // answer, a 410 for a merchant that left included, is what the next look shows.
    const rules = pwaOptions().workbox?.runtimeCaching ?? [];
    for (const pattern of [OFFLINE_READABLE_PATTERN, MEDIA_PATTERN])
      expect(rules.find((rule) => rule.urlPattern === pattern)?.handler).toBe(
        'StaleWhileRevalidate',
      );
  });
});

describe('the worker sends redemptions made offline again (Background Sync)', () => {
  const request = (headers: Record<string, string>, method = 'POST') =>
    new Request(urlOf(RedemptionApi.redeem), { method, headers });

  it('takes the calls the device marks as made offline, and no other', () => {
    expect(isRedemptionMadeOffline({ request: request({ [MADE_OFFLINE_HEADER]: '1' }) })).toBe(
      true,
    );
    expect(isRedemptionMadeOffline({ request: request({}) })).toBe(false);
    expect(
      isRedemptionMadeOffline({ request: request({ [MADE_OFFLINE_HEADER]: '1' }, 'PUT') }),
    ).toBe(false);
  });

  it('never caches them, and keeps them as long as the server would still record them', () => {
    const rule = pwaOptions().workbox?.runtimeCaching?.find(
      (each) => each.urlPattern === isRedemptionMadeOffline,
    );
    expect(rule).toMatchObject({
      method: 'POST',
      handler: 'NetworkOnly',
      options: {
        backgroundSync: {
          name: REDEMPTION_SYNC_QUEUE,
          options: { maxRetentionTime: MAX_OFFLINE_AGE_MS / 60_000 },
        },
      },
    });
  });
});

describe('the web app manifest', () => {
  it('makes the app installable: standalone, opening the categories, with any and maskable icons', () => {
    const manifest = pwaOptions().manifest;
    expect(manifest).toMatchObject({
      name: AppManifestText.name,
      short_name: AppManifestText.shortName,
      theme_color: '#0079c2',
      display: 'standalone',
      start_url: paths.categories,
      scope: '/',
    });
    const icons = manifest === false ? [] : (manifest?.icons ?? []);
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
      expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
    }
  });

  it('lets the worker wait for the member before a new version takes over', () => {
    const options = pwaOptions();
    expect(options.registerType).toBe('prompt');
    expect(options.workbox?.skipWaiting).toBe(false);
    expect(options.workbox?.navigateFallbackDenylist?.some((rule) => rule.test('/api/x'))).toBe(
      true,
    );
  });

  it('never answers a visit to the back office with the member app', () => {
    const denied = (url: string) =>
      pwaOptions().workbox?.navigateFallbackDenylist?.some((rule) => rule.test(url)) ?? false;
    expect(denied('/console')).toBe(true);
    expect(denied('/console/desk')).toBe(true);
    expect(denied('/consoles')).toBe(false);
  });
});
