import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { readSessionCache, SESSION_CACHE_MAX_AGE_MS, writeSessionCache } from './session-cache.ts';

const listSchema = z.array(z.number());

describe('session cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a value with the date it was saved', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z'), toFake: ['Date'] });
    writeSessionCache('numbers', [1, 2]);

    expect(readSessionCache('numbers', listSchema)).toEqual({
      value: [1, 2],
      savedAt: Date.parse('2025-03-01T10:00:00Z'),
    });
  });

  it('forgets a value once it is too old', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    writeSessionCache('numbers', [1]);
    vi.setSystemTime(Date.now() + SESSION_CACHE_MAX_AGE_MS + 1);

    expect(readSessionCache('numbers', listSchema)).toBeUndefined();
  });

  it('ignores a value that no longer matches its schema', () => {
    writeSessionCache('numbers', ['one']);

    expect(readSessionCache('numbers', listSchema)).toBeUndefined();
  });
});
