import {
  SEARCH_RESULT_MAX,
  type QueryOf,
  type CatalogApi,
  type SearchResult,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { distanceMiles } from '@citybook/contract';
import type { NamedCache, VersionedCache } from '../../../../lib/versioned-cache.ts';
import type { SessionUser } from '../../../../plugins/auth.ts';
import { requireMarket } from '../../../market/index.ts';
import { askerVoucherId, toMerchants } from '../merchant-service.ts';
import { askedPoint } from '../../../../lib/nearby.ts';
import {
  merchantsWithIds,
  searchIndex,
  searchIndexForgiving,
  searchIndexState,
  searchIndexWords,
} from '../../repositories/search/search-repo.ts';
import { searchTerms, textMatches } from '../../../../lib/search-terms.ts';
import { SearchVocabulary } from '../../repositories/search/search-vocabulary.ts';

/**
 * The search index's vocabulary (SQLite), read once per state of the catalogue: reading it walks
 * the whole index (160 ms at 100,000 merchants), which a typo search did on every question
 * (ADR 0024). One is kept: the one of the current state.
 */
export const searchVocabularyCache: NamedCache<SearchVocabulary> = {
  name: 'search vocabulary',
  maxSize: 1,
};

/** What the search needs: the database and the index's vocabulary. */
export interface SearchDeps {
  db: Kysely<DB>;
  vocabularyCache: VersionedCache<SearchVocabulary>;
}

/**
 * The index's vocabulary of the catalogue's current state. Like the merchant lists, each use reads
 * what the index depends on (one row and the category titles), so an import seen by any server
 * reads the vocabulary again at the next typo search.
 */
async function indexVocabulary({ db, vocabularyCache }: SearchDeps): Promise<SearchVocabulary> {
  const { version, categories } = await searchIndexState(db);
  return vocabularyCache.get(
    categories,
    version,
    async () => new SearchVocabulary(await searchIndexWords(db)),
  );
}

/**
 * Issue #17 GET /api/search: the market's merchants matching every word of the text (by the start
 * of a word; when nothing does, by a near spelling), best field first, then nearest (ADR 0019).
 */
export async function searchMarket(
  deps: SearchDeps,
  query: QueryOf<typeof CatalogApi.searchMarket>,
  asker: SessionUser | null,
): Promise<SearchResult[]> {
  const { db } = deps;
  const market = await requireMarket(db, query.marketId);
  const terms = searchTerms(query.q);
  // Nothing but punctuation or query syntax: nothing to look for.
  if (terms.length === 0) return [];
  const point = askedPoint(query) ?? market;
  const search = { marketId: market.id, terms, point, limit: SEARCH_RESULT_MAX };
  let forgiving = false;
  let hits = await searchIndex(db, search);
  if (hits.length === 0) {
    forgiving = true;
    hits = await searchIndexForgiving(db, search, () => indexVocabulary(deps));
  }
  const relevance = new Map(hits.map((hit) => [hit.id, hit.relevance]));
  const located = (await merchantsWithIds(db, [...relevance.keys()]))
    .map((row) => ({ ...row, distance: distanceMiles(point, row) }))
    .sort(
      (a, b) =>
        (relevance.get(b.id) ?? 0) - (relevance.get(a.id) ?? 0) ||
        a.distance - b.distance ||
        a.id - b.id,
    );
  const merchants = await toMerchants(db, located, await askerVoucherId(db, asker));
  return merchants.map((merchant) => ({
    ...merchant,
    relevance: relevance.get(merchant.id) ?? 0,
    matchedOfferIds: merchant.offers
      .filter((offer) => textMatches(terms, `${offer.title} ${offer.exclusion}`, forgiving))
      .map((offer) => offer.id),
  }));
}
