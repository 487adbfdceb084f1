import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

/** A load that answers when told to, and counts how often it was started. */
function controlledLoad<V>() {
  const resolvers: ((value: V) => void)[] = [];
  const rejecters: ((error: Error) => void)[] = [];
  const load = () =>
    new Promise<V>((resolve, reject) => {
      resolvers.push(resolve);
      rejecters.push(reject);
    });
  return {
    load,
    get started() {
      return resolvers.length;
    },
    resolve: (index: number, value: V) => resolvers[index]?.(value),
    reject: (index: number, error: Error) => rejecters[index]?.(error),
  };
}

const value = (text: string) => ({ text });

describe('VersionedCache', () => {
  it('answers a kept value without loading it again', async () => {
    const cache = new VersionedCache<{ text: string }>({ maxSize: 10 });
    const first = await cache.get('a', 1, async () => value('a1'));
    const again = await cache.get('a', 1, async () => value('other'));
    expect(again).toBe(first);
    expect(cache.stats).toEqual({ entries: 1, totalSize: 1, loads: 1 });
    expect(cache.versionOf('a')).toBe(1);
  });

  it('keeps within its size bound, the least recently used out first', async () => {
    const cache = new VersionedCache<{ text: string }>({
      maxSize: 5,
      sizeOf: (kept) => kept.text.length,
    });
    const a = await cache.get('a', 1, async () => value('aa'));
    await cache.get('b', 1, async () => value('bb'));
    expect(await cache.get('a', 1, async () => value('new'))).toBe(a); // a is now the most recent
    await cache.get('c', 1, async () => value('cc')); // b goes
    expect(cache.stats).toEqual({ entries: 2, totalSize: 4, loads: 3 });
    expect(cache.versionOf('b')).toBeUndefined();
    expect(await cache.get('a', 1, async () => value('new'))).toBe(a);

    // Larger than the whole bound: answered, not kept, and the key's older value is dropped.
    const huge = await cache.get('a', 2, async () => value('a-too-large'));
    expect(huge.text).toBe('a-too-large');
    expect(cache.versionOf('a')).toBeUndefined();
    expect(cache.stats).toEqual({ entries: 1, totalSize: 2, loads: 4 });
  });

  it('counts an empty value as size one (lru-cache needs positive sizes)', async () => {
    const cache = new VersionedCache<{ text: string }>({
      maxSize: 2,
      sizeOf: (kept) => kept.text.length,
    });
    await cache.get('empty', 1, async () => value(''));
    expect(cache.stats).toEqual({ entries: 1, totalSize: 1, loads: 1 });
  });

  it('loads again at a new version, and keeps only the newest version of a key', async () => {
    const cache = new VersionedCache<{ text: string }>({ maxSize: 10 });
    const old = await cache.get('a', 1, async () => value('a1'));
    const fresh = await cache.get('a', 2, async () => value('a2'));
    expect(fresh).not.toBe(old);
    expect(fresh.text).toBe('a2');
    expect(cache.versionOf('a')).toBe(2);
    expect(cache.stats).toEqual({ entries: 1, totalSize: 1, loads: 2 });
    expect(await cache.get('a', 2, async () => value('other'))).toBe(fresh);
  });

  it('never lets a load that finished late replace a newer version', async () => {
    const cache = new VersionedCache<{ text: string }>({ maxSize: 10 });
    const loads = controlledLoad<{ text: string }>();
    const atOne = cache.get('a', 1, loads.load);
    const atTwo = cache.get('a', 2, loads.load);
    expect(loads.started).toBe(2);
    loads.resolve(1, value('a2'));
    expect((await atTwo).text).toBe('a2');
    loads.resolve(0, value('a1'));
    expect((await atOne).text).toBe('a1');
    expect(cache.versionOf('a')).toBe(2);
  });

  it('shares one load between questions for the same key and version, not across versions', async () => {
    const cache = new VersionedCache<{ text: string }>({ maxSize: 10 });
    const loads = controlledLoad<{ text: string }>();
    const asked = [cache.get('a', 1, loads.load), cache.get('a', 1, loads.load)];
    const otherVersion = cache.get('a', 2, loads.load);
    const otherKey = cache.get('b', 1, loads.load);
    expect(loads.started).toBe(3);
    loads.resolve(0, value('a1'));
    loads.resolve(1, value('a2'));
    loads.resolve(2, value('b1'));
    const [first, second] = await Promise.all(asked);
    expect(second).toBe(first);
    expect(first?.text).toBe('a1');
    expect((await otherVersion).text).toBe('a2');
    expect((await otherKey).text).toBe('b1');
    expect(cache.stats.loads).toBe(3);
  });

  it('does not keep a failed load: every question meanwhile fails, the next one loads again', async () => {
    const cache = new VersionedCache<{ text: string }>({ maxSize: 10 });
    const loads = controlledLoad<{ text: string }>();
    const asked = [cache.get('a', 1, loads.load), cache.get('a', 1, loads.load)];
    loads.reject(0, new Error('load failed'));
    await Promise.all(asked.map((question) => expect(question).rejects.toThrow('load failed')));
    expect(cache.stats).toEqual({ entries: 0, totalSize: 0, loads: 0 });

    const retried = cache.get('a', 1, loads.load);
    expect(loads.started).toBe(2);
    loads.resolve(1, value('a1'));
    expect((await retried).text).toBe('a1');
    expect(cache.stats).toEqual({ entries: 1, totalSize: 1, loads: 1 });
  });

  it('keeps the older version when a newer load fails', async () => {
    const cache = new VersionedCache<{ text: string }>({ maxSize: 10 });
    await cache.get('a', 1, async () => value('a1'));
    await expect(
      cache.get('a', 2, async () => Promise.reject(new Error('load failed'))),
    ).rejects.toThrow('load failed');
    expect(cache.versionOf('a')).toBe(1);
  });
});
