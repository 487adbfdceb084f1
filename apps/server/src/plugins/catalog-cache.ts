import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VersionedCache, type NamedCache } from '../lib/versioned-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caches of what a catalogue version answers: the merchant lists, the map, the search. */
    catalogCache: CatalogCache;
  }
}

/** The server's caches versioned by the catalogue, one of each name per server process. */
export class CatalogCache {
  private readonly caches = new Map<string, { named: object; cache: unknown }>();

  /** The cache `named` declares, made at its first ask: every caller of one name shares it. */
  of<V>(named: NamedCache<V>): VersionedCache<V> {
    const made = this.caches.get(named.name);
    if (!made) {
      const cache = new VersionedCache(named);
      this.caches.set(named.name, { named, cache });
      return cache;
    }
    if (made.named !== named) throw new Error(`Two caches are named "${named.name}".`);
    // The same declaration made it, so it holds this declaration's values.
    return made.cache as VersionedCache<V>;
  }
}

/** One set of catalogue caches per server process: the routes and the jobs ask it for theirs. */
export const catalogCachePlugin = fp(function catalogCache(app: FastifyInstance) {
  app.decorate('catalogCache', new CatalogCache());
});
