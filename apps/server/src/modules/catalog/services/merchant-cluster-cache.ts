import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { readCatalogVersion } from '../repositories/catalog-version-repo.ts';
import { mapMerchantsOfMarket } from '../repositories/in-area-repo.ts';
import { MerchantClusters } from './merchant-clusters.ts';

interface Entry {
  version: number;
  clusters: MerchantClusters;
}

/** Which index: a market, and the categories shown (absent: all). */
export interface ClusterKey {
  marketId: number;
  categoryIds?: readonly number[] | undefined;
}

const keyOf = ({ marketId, categoryIds }: ClusterKey) =>
  `${String(marketId)}/${categoryIds ? [...new Set(categoryIds)].sort((a, b) => a - b).join(',') : '*'}`;

/**
 * The map's cluster indexes, built once per catalogue version, market and set of categories, and
 * kept while the merchants they hold number at most `maxMerchants` in all (least recently used
 * first out). Like the merchant lists, each use reads the catalogue version (one row), so an
 * import seen by any server rebuilds the index at the next question.
 */
export class MerchantClusterCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  private merchants = 0;
  private built = 0;

  constructor(readonly maxMerchants: number) {}

  async clusters(db: Kysely<DB>, key: ClusterKey): Promise<MerchantClusters> {
    const id = keyOf(key);
    // Read before the rows: a change after this read makes the entry stale, never wrongly fresh.
    const version = await readCatalogVersion(db);
    const cached = this.entries.get(id);
    if (cached?.version === version) {
      this.entries.delete(id);
      this.entries.set(id, cached);
      return cached.clusters;
    }
    const buildKey = `${id}@${String(version)}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      // One build per index and version, however many requests ask for it meanwhile.
      pending = mapMerchantsOfMarket(db, key.marketId, key.categoryIds)
        .then((merchants) => {
          this.built += 1;
          return { version, clusters: new MerchantClusters(merchants) };
        })
        .finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, pending);
    }
    const entry = await pending;
    this.store(id, entry);
    return entry.clusters;
  }

  private store(id: string, entry: Entry): void {
    const old = this.entries.get(id);
    if (old === entry) return;
    if (old && old.version > entry.version) return;
    if (old) {
      this.entries.delete(id);
      this.merchants -= old.clusters.size;
    }
    if (entry.clusters.size > this.maxMerchants) return;
    for (const [oldestId, oldest] of this.entries) {
      if (this.merchants + entry.clusters.size <= this.maxMerchants) break;
      this.entries.delete(oldestId);
      this.merchants -= oldest.clusters.size;
    }
    this.entries.set(id, entry);
    this.merchants += entry.clusters.size;
  }

  /** What the cache holds, and how many indexes it has built so far, for tests and benchmarks. */
  get size(): { indexes: number; merchants: number; builds: number } {
    return { indexes: this.entries.size, merchants: this.merchants, builds: this.built };
  }

  /** The catalogue version of the index held for `key`, if one is. */
  versionOf(key: ClusterKey): number | undefined {
    return this.entries.get(keyOf(key))?.version;
  }
}
