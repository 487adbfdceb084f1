import { LRUCache } from 'lru-cache';

/** How much a versioned cache keeps, and what it calls a value's size. */
export interface VersionedCacheOptions<V> {
  /** The most it holds, in the unit of `sizeOf` (entries when `sizeOf` is absent). */
  maxSize: number;
  /** What one value counts against `maxSize`. A value larger than `maxSize` is answered, not kept. */
  sizeOf?: (value: V) => number;
}

/** A cache as a module declares it: one name, and what it keeps. */
export interface NamedCache<V> extends VersionedCacheOptions<V> {
  name: string;
}

interface Kept<V> {
  version: number;
  value: V;
}

/**
 * Values loaded once per key and version (the catalogue's), kept within `maxSize`, least recently
 * used first out (lru-cache, ADR 0027). A key keeps one version: asked at another, it loads again,
 * so a new version never answers an old value, and the newer of the two is kept. Questions for the
 * same key and version while it loads share that one load; a failed load is not kept.
 */
export class VersionedCache<V> {
  private readonly kept: LRUCache<string, Kept<V>>;
  /** Loads in flight, by version and key: a version's questions never share another's load. */
  private readonly loading = new Map<string, Promise<V>>();
  private loads = 0;

  constructor({ maxSize, sizeOf = () => 1 }: VersionedCacheOptions<V>) {
    this.kept = new LRUCache({
      maxSize,
      // lru-cache counts sizes in positive whole numbers: an empty value still takes one.
      sizeCalculation: (entry) => Math.max(1, Math.ceil(sizeOf(entry.value))),
    });
  }

  /** The value of `key` at `version`: kept, in flight, or loaded now by `load`. */
  async get(key: string, version: number, load: () => Promise<V>): Promise<V> {
    const kept = this.kept.get(key);
    if (kept?.version === version) return kept.value;
    const id = `${String(version)}:${key}`;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = load()
        .then((value) => {
          this.loads += 1;
          this.keep(key, { version, value });
          return value;
        })
        .finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  private keep(key: string, entry: Kept<V>): void {
    // A load that finishes late never replaces a newer version.
    const kept = this.kept.peek(key);
    if (kept && kept.version > entry.version) return;
    this.kept.set(key, entry);
  }

  /** The bound, in the unit of `sizeOf`. */
  get maxSize(): number {
    return this.kept.maxSize;
  }

  /** The version kept for `key`, if one is (without counting as a use). */
  versionOf(key: string): number | undefined {
    return this.kept.peek(key)?.version;
  }

  /** What it holds (values, and their sizes together) and how many loads succeeded so far. */
  get stats(): { entries: number; totalSize: number; loads: number } {
    return { entries: this.kept.size, totalSize: this.kept.calculatedSize, loads: this.loads };
  }
}
