import { Timing } from '@citybook/contract';
import type { z } from 'zod/mini';

/**
 * Spec §7: markets, the selected market and categories are kept in session storage with the date
 * they were saved, so a reload within the session does not ask the server again.
 */
const PREFIX = 'citybook.cache.';

/** How long a saved answer is reused before asking the server again. */
export const SESSION_CACHE_MAX_AGE_MS = Timing.sessionCacheMs;

export interface Cached<T> {
  value: T;
  savedAt: number;
}

export function readSessionCache<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  maxAgeMs: number = SESSION_CACHE_MAX_AGE_MS,
): Cached<T> | undefined {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    if (stored === null) return undefined;
    const { value, savedAt } = JSON.parse(stored) as { value?: unknown; savedAt?: unknown };
    if (typeof savedAt !== 'number' || Date.now() - savedAt > maxAgeMs) return undefined;
    const parsed = schema.safeParse(value);
    return parsed.success ? { value: parsed.data, savedAt } : undefined;
  } catch {
    // Unavailable storage or a broken entry: ask the server.
    return undefined;
  }
}

export function writeSessionCache(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ value, savedAt: Date.now() }));
  } catch {
    // Unavailable or full storage: the in-memory query cache still holds the answer.
  }
}

/** Query options that start from the session copy, dated by when it was saved. */
export function fromSessionCache<T>(key: string, schema: z.ZodMiniType<T>) {
  return {
    initialData: () => readSessionCache(key, schema)?.value,
    initialDataUpdatedAt: () => readSessionCache(key, schema)?.savedAt,
  };
}
