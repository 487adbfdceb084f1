import type { Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import {
  editionSlugTaken,
  editionsOfMarkets,
  insertEdition,
  marketNames,
} from '../../repositories/import/catalog-import-repo.ts';
import { OPEN_END } from '../book-end.ts';

export interface BookEnd {
  marketId: number;
  /** An ISO instant; null: no end. */
  end: string | null;
}

const keyOf = (marketId: number, end: string) => `${marketId} ${end}`;

/**
 * OPERATOR-13: offers imported without an edition (files written before editions, and the CSV
 * format) join their market's edition that ends at their `adSpotOfferExpirationDate`; one is made
 * when the market has none ending then, named after the market and the end's year, as migration
 * 0025 named the books it found. Answers the edition id of each market and end.
 */
export async function editionsForBookEnds(
  trx: Transaction<DB>,
  wanted: BookEnd[],
  now: string,
): Promise<(marketId: number, end: string | null) => number | undefined> {
  const ids = new Map<string, number>();
  const years = new Set<string>();
  const marketIds = wanted.map((book) => book.marketId);
  for (const edition of await editionsOfMarkets(trx, marketIds)) {
    ids.set(keyOf(edition.market_id, edition.valid_until), edition.id);
    years.add(`${edition.market_id} ${edition.year}`);
  }
  const markets = new Map((await marketNames(trx, marketIds)).map((m) => [m.id, m]));
  for (const { marketId, end } of wanted) {
    const validUntil = end ?? OPEN_END;
    const market = markets.get(marketId);
    if (ids.has(keyOf(marketId, validUntil)) || !market) continue;
    const year = new Date(end ?? now).getUTCFullYear();
    const day = validUntil.slice(0, 10);
    const plain = !years.has(`${marketId} ${year}`);
    let slug = plain
      ? `${market.slug}-${year}`
      : `${market.slug}-${year}-${day.replaceAll('-', '')}`;
    if (await editionSlugTaken(trx, slug)) slug = `${slug}-${marketId}`;
    ids.set(
      keyOf(marketId, validUntil),
      await insertEdition(trx, {
        slug,
        market_id: marketId,
        year,
        name: plain ? `${market.title} ${year}` : `${market.title} ${year} (${day})`,
        on_sale_at: now < validUntil ? now : validUntil,
        valid_until: validUntil,
        updated_at: now,
      }),
    );
    years.add(`${marketId} ${year}`);
  }
  return (marketId, end) => ids.get(keyOf(marketId, end ?? OPEN_END));
}
