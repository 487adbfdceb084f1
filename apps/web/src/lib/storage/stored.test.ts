import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../testing/fixtures.ts';
import { storageKeys } from './storage-keys.ts';
import {
  clearMemberData,
  readFresh,
  readStored,
  removeStored,
  writeDated,
  writeStored,
} from './stored.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('stored values', () => {
  it('reads back what was written, checked against its schema', () => {
    writeStored(storageKeys.profile, profile);
    expect(readStored(storageKeys.profile)).toEqual(profile);

    removeStored(storageKeys.profile);
    expect(readStored(storageKeys.profile)).toBeUndefined();
  });

  it('reads a broken or outdated entry as nothing', () => {
    localStorage.setItem('citybook.profile', '{"emailAddress": ');
    expect(readStored(storageKeys.profile)).toBeUndefined();

    localStorage.setItem('citybook.profile', JSON.stringify({ emailAddress: 'a@b.co' }));
    expect(readStored(storageKeys.profile)).toBeUndefined();
  });

  it('writes flags, days and the expiration as plain text, as earlier versions did', () => {
    writeStored(storageKeys.activationPrompted, 'true');
    writeStored(storageKeys.updateReload, '1');
    writeStored(storageKeys.expiryReminderShownOn, '2025-03-01');
    writeStored(storageKeys.expiration, 12);

    expect(sessionStorage.getItem('citybook.activationPrompted')).toBe('true');
    expect(sessionStorage.getItem('citybook.updateReload')).toBe('1');
    expect(localStorage.getItem('citybook.expiryReminderShownOn')).toBe('2025-03-01');
    expect(localStorage.getItem('citybook.expiration')).toBe('12');
  });

  it.each([
    ['subscribe', 'subscribe'],
    ['-1', -1],
    ['7', 7],
    ['', undefined],
    ['soon', undefined],
    ['NaN', undefined],
  ])('reads the stored expiration %j as %j', (text, value) => {
    localStorage.setItem('citybook.expiration', text);
    expect(readStored(storageKeys.expiration)).toBe(value);
  });

  it('names the keys of a family after their market, page or prompt', () => {
    expect(storageKeys.categories.named(3).key).toBe('citybook.cache.categories.3');
    expect(storageKeys.pageState.named('category.3').key).toBe('citybook.pageState.category.3');
    expect(storageKeys.landingPrompted.named('expiry7').key).toBe(
      'citybook.landingPrompted.expiry7',
    );
  });

  it('keeps a dated copy, fresh for the lifetime of its key or a given age', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z'), toFake: ['Date'] });
    const position = { latitude: 39.8, longitude: -89.6 };
    writeDated(storageKeys.geolocation, position);
    const lifetime = storageKeys.geolocation.lifetime.maxAgeMs;

    vi.setSystemTime(Date.now() + lifetime);
    expect(readFresh(storageKeys.geolocation)?.value).toEqual(position);
    vi.setSystemTime(Date.now() + 1);
    expect(readFresh(storageKeys.geolocation)).toBeUndefined();
    expect(readFresh(storageKeys.geolocation, Number.POSITIVE_INFINITY)?.value).toEqual(position);
  });

  it('does without storage where the browser refuses it', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(() => {
      writeStored(storageKeys.profile, profile);
    }).not.toThrow();
    expect(readStored(storageKeys.profile)).toBeUndefined();
  });
});

describe('logout', () => {
  it("clears the member's data and keeps the tab's and the device's own marks", () => {
    writeStored(storageKeys.profile, profile);
    writeStored(storageKeys.expiration, 'subscribe');
    writeStored(storageKeys.expiryReminderShownOn, '2025-03-01');
    writeDated(storageKeys.markets, []);
    writeStored(storageKeys.pageState.named('allOffers'), { shown: 100 });
    writeStored(storageKeys.activationPrompted, 'true');
    writeStored(storageKeys.mobilePlus, 'true');
    writeStored(storageKeys.historyDepths, { abc: 1 });
    // Left by an earlier version of the app, and by someone else.
    localStorage.setItem('citybook.retired', 'x');
    localStorage.setItem('other-site-key', 'kept');

    clearMemberData();

    expect(Object.keys(localStorage).sort()).toEqual(['other-site-key']);
    expect(Object.keys(sessionStorage).sort()).toEqual([
      'citybook.historyDepths',
      'citybook.mobilePlus',
    ]);
  });

  // Issue #32 item 12: the day the expiry reminder was shown is the member's, not the device's.
  it('does not let citybook.expiryReminderShownOn survive logout', () => {
    writeStored(storageKeys.expiryReminderShownOn, '2026-11-27');

    clearMemberData();

    expect(readStored(storageKeys.expiryReminderShownOn)).toBeUndefined();
  });
});
