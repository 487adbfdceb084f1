/**
 * The service worker's runtime caches (apps/web/src/root/pwa-options.ts): what it keeps of the
 * member's market for reading offline. Logging out empties them (clear-offline-copies.ts).
 */
export const OFFLINE_CACHES = {
  marketApi: 'citybook-market-api',
  marketImages: 'citybook-market-images',
} as const;
