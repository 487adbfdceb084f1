import { afterEach, describe, expect, it, vi } from 'vitest';
import { markets } from '../testing/fixtures.ts';
import {
  fromSessionCache,
  readSessionCache,
  SESSION_CACHE_MAX_AGE_MS,
  writeSessionCache,
} from './session-cache.ts';
import { storageKeys } from './storage/storage-keys.ts';

const MARKETS = storageKeys.markets;

describe('session cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a value with the date it was saved, under its stored name', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z'), toFake: ['Date'] });
    writeSessionCache(MARKETS, markets);

    const saved = { value: markets, savedAt: Date.parse('2025-03-01T10:00:00Z') };
    expect(readSessionCache(MARKETS)).toEqual(saved);
    expect(JSON.parse(sessionStorage.getItem('citybook.cache.markets') ?? 'null')).toEqual(saved);
    expect(fromSessionCache(MARKETS).initialData()).toEqual(markets);
    expect(fromSessionCache(MARKETS).initialDataUpdatedAt()).toBe(saved.savedAt);
  });

  it('forgets a value once it is too old', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    writeSessionCache(MARKETS, markets);
    vi.setSystemTime(Date.now() + SESSION_CACHE_MAX_AGE_MS + 1);

    expect(readSessionCache(MARKETS)).toBeUndefined();
    // A reader may accept an older copy.
    expect(readSessionCache(MARKETS, Number.POSITIVE_INFINITY)?.value).toEqual(markets);
  });

  it('ignores a value that no longer matches its schema', () => {
    sessionStorage.setItem(
      'citybook.cache.markets',
      JSON.stringify({ value: ['one'], savedAt: Date.now() }),
    );

    expect(readSessionCache(MARKETS)).toBeUndefined();
  });
});
