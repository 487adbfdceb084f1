import { sql, type Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/** What an offer without a book end migrates to: an edition that never ends (ADR 0032). */
export const OPEN_END = '9999-12-31T23:59:59.999Z';
const CHANGES = ['insert', 'update', 'delete'] as const;

/** The tables this migration reads and writes, as they are at this point of the history. */
interface Tables {
  market: { id: number; slug: string; title: string };
  merchant: { id: number; market_id: number; ad_spot_offer_expiration_date: string | null };
  offer: {
    id: number;
    merchant_id: number;
    ad_spot_offer_expiration_date: string | null;
    updated_at: string;
    edition_id: number | null;
  };
  activation_code: {
    id: number;
    market_id: number | null;
    offers_valid_to: string;
    created_at: string;
    edition_id: number | null;
  };
  edition: {
    id?: number;
    slug: string;
    market_id: number;
    year: number;
    name: string;
    on_sale_at: string;
    valid_until: string;
    updated_at: string;
  };
}

interface Group {
  marketId: number;
  end: string;
  /** The earliest trace of the book: its first code made or its offers' first import. */
  firstSeen: string;
}

/** The books that exist today: one per market and book end found on its offers and codes. */
async function booksInUse(db: Kysely<Tables>): Promise<Group[]> {
  const fromOffers = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select((eb) => [
      'merchant.market_id as marketId',
      eb.fn.coalesce('offer.ad_spot_offer_expiration_date', sql.lit(OPEN_END)).as('end'),
      eb.fn.min('offer.updated_at').as('firstSeen'),
    ])
    .groupBy(['merchant.market_id', 'offer.ad_spot_offer_expiration_date'])
    .execute();
  const fromCodes = await db
    .selectFrom('activation_code')
    .select((eb) => [
      'market_id as marketId',
      'offers_valid_to as end',
      eb.fn.min('created_at').as('firstSeen'),
    ])
    .where('market_id', 'is not', null)
    .groupBy(['market_id', 'offers_valid_to'])
    .execute();
  const groups = new Map<string, Group>();
  for (const row of [...fromOffers, ...fromCodes]) {
    if (row.marketId === null) continue;
    const key = `${row.marketId} ${row.end}`;
    const known = groups.get(key);
    const firstSeen = String(row.firstSeen);
    if (!known || firstSeen < known.firstSeen)
      groups.set(key, { marketId: row.marketId, end: String(row.end), firstSeen });
  }
  return [...groups.values()].sort((a, b) => a.marketId - b.marketId || a.end.localeCompare(b.end));
}

/** Moves the book ends kept on offers and codes into editions, one per market and book end. */
async function moveIntoEditions(db: Kysely<Tables>): Promise<void> {
  const markets = new Map(
    (await db.selectFrom('market').select(['id', 'slug', 'title']).execute()).map((m) => [m.id, m]),
  );
  const taken = new Set<string>();
  const now = new Date().toISOString();
  for (const group of await booksInUse(db)) {
    const market = markets.get(group.marketId);
    if (!market) continue;
    const onSale = group.firstSeen < group.end ? group.firstSeen : group.end;
    const year = new Date(group.end === OPEN_END ? onSale : group.end).getUTCFullYear();
    // Two books of one market ending in the same year are told apart by their end day.
    const yearKey = `${market.id} ${year}`;
    const day = group.end.slice(0, 10);
    const [slug, name] = taken.has(yearKey)
      ? [`${market.slug}-${year}-${day.replaceAll('-', '')}`, `${market.title} ${year} (${day})`]
      : [`${market.slug}-${year}`, `${market.title} ${year}`];
    taken.add(yearKey);
    const { id } = await db
      .insertInto('edition')
      .values({
        slug,
        market_id: market.id,
        year,
        name,
        on_sale_at: onSale,
        valid_until: group.end,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inMarket = db
      .selectFrom('merchant')
      .select('merchant.id')
      .where('merchant.market_id', '=', market.id);
    await db
      .updateTable('offer')
      .set({ edition_id: id })
      .where('merchant_id', 'in', inMarket)
      .where((eb) =>
        group.end === OPEN_END
          ? eb('ad_spot_offer_expiration_date', 'is', null)
          : eb('ad_spot_offer_expiration_date', '=', group.end),
      )
      .execute();
    await db
      .updateTable('activation_code')
      .set({ edition_id: id })
      .where('market_id', '=', market.id)
      .where('offers_valid_to', '=', group.end)
      .execute();
  }
}

/**
 * OPERATOR-13: book editions. An edition is a market's printed book of a year, with the day it
 * goes on sale and the day it ends; offers belong to one, and activation codes activate one. The
 * book end kept until now on every offer (and merchant) moves into the editions: one per market
 * and book end found (in practice one per market; last season's leftovers get their own), and
 * codes printed for a market join the edition that ends when they do (ADR 0032).
 */
export function editions(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('edition')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('market_id', 'integer', (c) =>
          c.notNull().references('market.id').onDelete('cascade'),
        )
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('on_sale_at', 'text', (c) => c.notNull())
        .addColumn('valid_until', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('edition_market_idx')
        .on('edition')
        .columns(['market_id', 'year'])
        .execute();
      await db.schema
        .alterTable('offer')
        .addColumn('edition_id', 'integer', (c) => c.references('edition.id'))
        .execute();
      await db.schema.createIndex('offer_edition_idx').on('offer').column('edition_id').execute();
      await db.schema
        .alterTable('activation_code')
        .addColumn('edition_id', 'integer', (c) => c.references('edition.id'))
        .execute();
      await db.schema
        .createIndex('activation_code_edition_idx')
        .on('activation_code')
        .column('edition_id')
        .execute();

      await moveIntoEditions(db as Kysely<Tables>);

      await db.schema.alterTable('offer').dropColumn('ad_spot_offer_expiration_date').execute();
      await db.schema.alterTable('merchant').dropColumn('ad_spot_offer_expiration_date').execute();

      // An edition's end is shown on every offer of the merchant lists (CATALOG-14).
      for (const change of CHANGES) {
        const name = sql.raw(`edition_${change}_bumps_catalog_version`);
        const event = sql.raw(change);
        await (
          dialect === 'postgres'
            ? sql`create trigger ${name} after ${event} on edition
              for each statement execute function bump_catalog_version()`
            : sql`create trigger ${name} after ${event} on edition
              begin update catalog_version set version = version + 1 where id = 1; end`
        ).execute(db);
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['merchant', 'offer'])
        await db.schema
          .alterTable(table)
          .addColumn('ad_spot_offer_expiration_date', 'text')
          .execute();
      await sql`update offer set ad_spot_offer_expiration_date = (
        select nullif(valid_until, ${OPEN_END}) from edition where edition.id = offer.edition_id
      )`.execute(db);
      await sql`update merchant set ad_spot_offer_expiration_date = (
        select max(ad_spot_offer_expiration_date) from offer where offer.merchant_id = merchant.id
      )`.execute(db);
      for (const change of CHANGES) {
        const name = sql.raw(`edition_${change}_bumps_catalog_version`);
        await (
          dialect === 'postgres'
            ? sql`drop trigger if exists ${name} on edition`
            : sql`drop trigger if exists ${name}`
        ).execute(db);
      }
      await db.schema.dropIndex('activation_code_edition_idx').execute();
      await db.schema.dropIndex('offer_edition_idx').execute();
      await db.schema.alterTable('activation_code').dropColumn('edition_id').execute();
      await db.schema.alterTable('offer').dropColumn('edition_id').execute();
      await db.schema.dropTable('edition').execute();
    },
  };
}
