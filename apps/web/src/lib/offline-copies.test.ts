import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CacheTimestampsModel } from 'workbox-expiration/models/CacheTimestampsModel.js';
import { CACHE_DATES, clearOfflineCopies, OFFLINE_CACHES } from './offline-copies.ts';

const databases = async () => (await indexedDB.databases()).map((database) => database.name);

describe('clearOfflineCopies', () => {
  it('creates no database of the worker’s where there is none, which the worker then makes as usual', async () => {
    await clearOfflineCopies();
    expect(await databases()).not.toContain(CACHE_DATES.database);

    // Workbox creates it with its own schema on first use; clearing before must not have spoilt it.
    const dates = new CacheTimestampsModel(OFFLINE_CACHES.marketApi);
    await dates.setTimestamp('https://citybook.test/api/merchant/get/4', 1);
    expect(await dates.getTimestamp('https://citybook.test/api/merchant/get/4')).toBe(1);
  });

  it('forgets the dates Workbox keeps of each cached page: the merchants the member opened', async () => {
    const api = new CacheTimestampsModel(OFFLINE_CACHES.marketApi);
    const images = new CacheTimestampsModel(OFFLINE_CACHES.marketImages);
    const merchant = 'https://citybook.test/api/merchant/get/7';
    const logo = 'https://citybook.test/media/logo/7.svg';
    await api.setTimestamp(merchant, Date.now());
    await images.setTimestamp(logo, Date.now());

    await clearOfflineCopies();

    expect(await api.getTimestamp(merchant)).toBeUndefined();
    expect(await images.getTimestamp(logo)).toBeUndefined();
    // The worker goes on dating what it caches next.
    await api.setTimestamp(merchant, 2);
    expect(await api.getTimestamp(merchant)).toBe(2);
  });
});
