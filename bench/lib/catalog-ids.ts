import { openBenchDatabase } from './db.ts';

export interface CatalogIds {
  marketId: number;
  categoryId: number;
  /** Merchants of the market in the category, and in the whole market. */
  inCategory: number;
  inMarket: number;
  /** Offers whose book has not ended, by id. */
  offerIds: number[];
}

/** Ids and sizes for a market and category (by slug), straight from the database. */
export async function catalogIds(
  databaseUrl: string,
  slugs: { market: string; category: string },
): Promise<CatalogIds> {
  const database = openBenchDatabase(databaseUrl);
  try {
    const market = await database.db
      .selectFrom('market')
      .select('id')
      .where('slug', '=', slugs.market)
      .executeTakeFirstOrThrow();
    const category = await database.db
      .selectFrom('category')
      .select('id')
      .where('slug', '=', slugs.category)
      .executeTakeFirstOrThrow();
    const count = async (categoryId?: number) => {
      let query = database.db
        .selectFrom('merchant')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('market_id', '=', market.id);
      if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const offers = await database.db
      .selectFrom('offer')
      .innerJoin('edition', 'edition.id', 'offer.edition_id')
      .select('offer.id')
      .where('edition.valid_until', '>', new Date().toISOString())
      // Offers with rules may refuse at this hour (notValidNow).
      .where('offer.rules', 'is', null)
      .orderBy('offer.id')
      .execute();
    return {
      marketId: market.id,
      categoryId: category.id,
      inCategory: await count(category.id),
      inMarket: await count(),
      offerIds: offers.map((o) => o.id),
    };
  } finally {
    await database.close();
  }
}
