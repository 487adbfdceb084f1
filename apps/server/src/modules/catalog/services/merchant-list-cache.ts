import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { readCatalogVersion } from '../repositories/catalog-version-repo.ts';
import { renderMerchants, type RenderedMerchant } from './merchant-list-json.ts';
import { merchantsMatching, type MerchantFilter } from '../repositories/merchant-repo.ts';
import { toMerchants } from './merchant-service.ts';

interface Entry {
  version: number;
  merchants: readonly RenderedMerchant[];
  /** About what the entry holds in memory: the characters and bytes of its JSON parts. */
  bytes: number;
}

const keyOf = (filter: MerchantFilter) =>
  `${String(filter.marketId)}/${String(filter.categoryId)}/${String(filter.franchisorId)}`;

const sizeOf = (merchants: readonly RenderedMerchant[]) =>
  merchants.reduce(
    (sum, merchant) =>
      sum +
      merchant.head.length +
      merchant.unredeemed.length +
      merchant.offers.reduce((offers, offer) => offers + offer.head.length, 0),
    0,
  );

/**
 * Whole merchant lists (a market, a category, a franchise), rendered once per catalogue version
 * and kept in memory up to `maxBytes`, least recently used first out. Each use reads the
 * catalogue version (one row), so a change made anywhere (an import, another server) is seen by
 * the next request. Lists bigger than the whole budget are rendered for each request.
 */
export class MerchantListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<Entry>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async merchants(db: Kysely<DB>, filter: MerchantFilter): Promise<readonly RenderedMerchant[]> {
    const key = keyOf(filter);
    // Read before the rows: a change after this read makes the entry stale, never wrongly fresh.
    const version = await readCatalogVersion(db);
    const cached = this.entries.get(key);
    if (cached?.version === version) {
      // Map order is use order: move it to the end.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.merchants;
    }
    const renderKey = `${key}@${String(version)}`;
    let pending = this.rendering.get(renderKey);
    if (!pending) {
      // One rendering per list and version, however many requests ask for it meanwhile.
      pending = this.render(db, filter, version).finally(() => this.rendering.delete(renderKey));
      this.rendering.set(renderKey, pending);
    }
    const entry = await pending;
    this.store(key, entry);
    return entry.merchants;
  }

  private async render(db: Kysely<DB>, filter: MerchantFilter, version: number): Promise<Entry> {
    const rows = await merchantsMatching(db, filter);
    const merchants = renderMerchants(
      await toMerchants(
        db,
        rows.map((row) => ({ ...row, distance: 0 })),
      ),
    );
    return { version, merchants, bytes: sizeOf(merchants) };
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old === entry) return;
    if (old && old.version > entry.version) return;
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    if (entry.bytes > this.maxBytes) return;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes + entry.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.bytes;
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  /** What the cache holds, for tests and benchmarks. */
  get size(): { lists: number; bytes: number } {
    return { lists: this.entries.size, bytes: this.bytes };
  }
}
