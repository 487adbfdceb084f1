import { AppManifestText } from '@citybook/contract/app';
import { CatalogApi } from '@citybook/contract/catalog';
import type { Endpoint } from '@citybook/contract/endpoint';
import { MarketApi } from '@citybook/contract/market';
import { MAX_OFFLINE_AGE_MS } from '@citybook/contract/redemption';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { OFFLINE_CACHES } from '../lib/offline-copies.ts';
import { PUSH_WORKER_FILE } from '../push-worker/push-worker-file.ts';
import { paths } from '../lib/paths.ts';

/**
 * The market's catalogue as the member reads it: kept by the worker for reading offline
 * (docs/decisions/0015-offline-app-shell.md). Nothing of the account, login, payments or redeeming
 * is here, and nothing but GET is ever cached.
 */
export const OFFLINE_READABLE: readonly Endpoint[] = [
  MarketApi.getMarkets,
  MarketApi.getMarket,
  CatalogApi.getCategories,
  CatalogApi.getMobileAds,
  CatalogApi.getAllMerchants,
  CatalogApi.getMerchantsByFranchisor,
  CatalogApi.getMerchantsInCategory,
  CatalogApi.getMerchant,
  CatalogApi.getMapConfig,
];

const DAY_SECONDS = 24 * 60 * 60;
/** Bounds of the offline copies: enough for a market's lists and the merchants a member opens. */
export const OFFLINE_BOUNDS = {
  apiEntries: 200,
  apiMaxAgeSeconds: 14 * DAY_SECONDS,
  imageEntries: 150,
  imageMaxAgeSeconds: 30 * DAY_SECONDS,
} as const;

/** What the worker keeps of catalogue calls: pages and lists, and a merchant's "left" (ADR 0052). */
export const KEPT_CATALOGUE_STATUSES = [200, 410] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern of the full URLs of the endpoints' paths (any query): Workbox tests a route's RegExp
 * against the whole URL, so it is anchored at the origin to keep a path named in another URL's
 * query from matching.
 */
export function endpointsPattern(endpoints: readonly Endpoint[]): RegExp {
  const pathPatterns = endpoints.map((endpoint) =>
    endpoint.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : escapeRegExp(segment)))
      .join('/'),
  );
  return new RegExp(`^https?://[^/?#]+(?:${pathPatterns.join('|')})(?:\\?[^#]*)?$`);
}

/** The worker's pattern of the catalogue answers it keeps (the page warms it: keep-what-was-read). */
export const OFFLINE_READABLE_PATTERN = endpointsPattern(OFFLINE_READABLE);

/**
 * Images under /media (apps/server/src/modules/catalog/routes/media-routes.ts): uploaded logos,
 * photos and ad images (OPERATOR-12; content-addressed, never changed) and the demo's drawn SVGs.
 */
export const MEDIA_PATTERN = /^https?:\/\/[^/?#]+\/media\/[^?#]+(?:\?[^#]*)?$/;

/**
 * A redemption the device kept with no signal, and only that (ADR 0018): its calls carry the
 * header `MADE_OFFLINE_HEADER` of features/redemption/offline/send-offline.ts. Workbox writes this
 * function's source into the worker, so it names the header itself (a test holds the two equal).
 */
export const isRedemptionMadeOffline = ({ request }: { request: Request }): boolean =>
  request.method === 'POST' && request.headers.has('x-citybook-made-offline');

/** The worker's Background Sync queue of redemptions made offline. */
export const REDEMPTION_SYNC_QUEUE = 'citybook-redemptions';

/** vite-plugin-pwa: the manifest and the Workbox worker (generateSW) the build writes to dist. */
export function pwaOptions(): Partial<VitePWAOptions> {
  return {
    // The page asks to be told of a new worker (features/app/pwa/register-worker.ts), and the
    // member chooses when to reload: never a reload in the middle of a form.
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg'],
    manifest: {
      id: '/',
      name: AppManifestText.name,
      short_name: AppManifestText.shortName,
      description: AppManifestText.description,
      lang: 'en',
      theme_color: AppManifestText.themeColor,
      background_color: AppManifestText.backgroundColor,
      display: 'standalone',
      start_url: paths.categories,
      scope: '/',
      icons: [
        { src: '/icons/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/app/icon-maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/app/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The app shell and every route's code, style and icon: any page opens offline.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Every client route is the SPA's index.html; the API, the server's own pages and the back
      // office (/console, an app of its own: ADR 0030) are not.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/media\//, /^\/console(?:\/|$)/],
      cleanupOutdatedCaches: true,
      // NOTICE-11 (ADR 0041): the push and notificationclick handlers, built on their own.
      importScripts: [`/${PUSH_WORKER_FILE}`],
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          // Never cached: when the call fails for the network, Background Sync sends it again
          // once the browser is online, even with the app closed. The same idempotency key makes
          // it one redemption however often it arrives.
          urlPattern: isRedemptionMadeOffline,
          method: 'POST',
          handler: 'NetworkOnly',
          options: {
            backgroundSync: {
              name: REDEMPTION_SYNC_QUEUE,
              options: { maxRetentionTime: MAX_OFFLINE_AGE_MS / 60_000 },
            },
          },
        },
        {
          // Repeat visits answer from the device at once (issue 28) while the worker asks the
          // server behind them. MERCHANT-12 (ADR 0052): a merchant's 410 "left the book" is kept
          // like a page, so the next look at it says it left, online or not.
          urlPattern: OFFLINE_READABLE_PATTERN,
          method: 'GET',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: OFFLINE_CACHES.marketApi,
            cacheableResponse: { statuses: [...KEPT_CATALOGUE_STATUSES] },
            expiration: {
              maxEntries: OFFLINE_BOUNDS.apiEntries,
              maxAgeSeconds: OFFLINE_BOUNDS.apiMaxAgeSeconds,
              purgeOnQuotaError: true,
            },
          },
        },
        {
          urlPattern: MEDIA_PATTERN,
          method: 'GET',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: OFFLINE_CACHES.marketImages,
            cacheableResponse: { statuses: [200] },
            expiration: {
              maxEntries: OFFLINE_BOUNDS.imageEntries,
              maxAgeSeconds: OFFLINE_BOUNDS.imageMaxAgeSeconds,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
  };
}
