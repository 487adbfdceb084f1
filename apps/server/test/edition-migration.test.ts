import { CatalogApi, type Merchant } from '@citybook/contract';
import type { Generated, Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import {
  createTestDatabase,
  startInProcess,
  type InProcessApp,
  type TestDatabase,
} from '../test-support/index.ts';

let testDatabase: TestDatabase | undefined;
let database: Database | undefined;
let running: InProcessApp | undefined;
afterEach(async () => {
  await running?.close();
  await database?.close();
  await testDatabase?.drop();
});

/** The columns of 0023 this test writes (the book end was still on offers and merchants). */
interface Before {
  category: {
    id: Generated<number>;
    slug: string;
    title: string;
    icon: string;
    sort_order: number;
    created_at: string;
  };
  market: {
    id: Generated<number>;
    slug: string;
    title: string;
    latitude: number;
    longitude: number;
    radius_miles: number;
    created_at: string;
  };
  merchant: {
    id: Generated<number>;
    slug: string;
    market_id: number;
    category_id: number;
    title: string;
    latitude: number;
    longitude: number;
    address1: string;
    city: string;
    state: string;
    zip: string;
    ad_spot_offer_expiration_date: string | null;
    updated_at: string;
  };
  offer: {
    id: Generated<number>;
    slug: string;
    merchant_id: number;
    category_id: number;
    title: string;
    exclusion: string;
    redemption_data_type_code: number;
    redemption_data: string;
    savings_cents: number;
    ad_spot_offer_expiration_date: string | null;
    sort_order: number;
    updated_at: string;
  };
  activation_code: {
    id: Generated<number>;
    code: string;
    batch: string;
    market_id: number | null;
    expires_at: string;
    offers_valid_to: string;
    created_at: string;
  };
}

const THIS_BOOK = '2099-12-31T23:59:59.000Z';
const LAST_BOOK = '2020-06-30T23:59:59.000Z';
const LOOSE_CODES = '2098-03-01T00:00:00.000Z';

describe('migration 0025: editions (OPERATOR-13)', () => {
  it('moves the book ends of offers and codes into one edition per market and end, and the member sees the same', async () => {
    testDatabase = await createTestDatabase({ content: 'empty', label: 'migration_0025' });
    database = openDatabase(testDatabase.url);
    const { dialect } = database;
    await migrateTo(database.db, dialect, '0023-staff-audit');
    const db = database.db as unknown as Kysely<Before>;

    const imported = '2019-09-01T00:00:00.000Z';
    const printed = '2019-08-15T00:00:00.000Z';
    const { id: categoryId } = await db
      .insertInto('category')
      .values({
        slug: 'dining',
        title: 'Dining',
        icon: 'dining',
        sort_order: 1,
        created_at: imported,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const market = async (slug: string, title: string) =>
      (
        await db
          .insertInto('market')
          .values({
            slug,
            title,
            latitude: 1,
            longitude: 1,
            radius_miles: 30,
            created_at: imported,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const austin = await market('austin', 'Austin, TX');
    const denver = await market('denver', 'Denver, CO');
    // A market with no book yet gets no edition: there is nothing to date one from.
    await market('empty', 'Empty, WY');

    const merchant = async (slug: string, marketId: number, ends: (string | null)[]) => {
      const { id } = await db
        .insertInto('merchant')
        .values({
          slug,
          market_id: marketId,
          category_id: categoryId,
          title: slug,
          latitude: 1,
          longitude: 1,
          address1: '1 Main St',
          city: 'Town',
          state: 'TX',
          zip: '78701',
          ad_spot_offer_expiration_date: ends[0] ?? null,
          updated_at: imported,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [n, end] of ends.entries())
        await db
          .insertInto('offer')
          .values({
            slug: `${slug}-${n}`,
            merchant_id: id,
            category_id: categoryId,
            title: `Offer ${n}`,
            exclusion: '',
            redemption_data_type_code: 1,
            redemption_data: 'CODE',
            savings_cents: 500,
            ad_spot_offer_expiration_date: end,
            sort_order: n,
            updated_at: imported,
          })
          .execute();
    };
    await merchant('austin-cafe', austin, [THIS_BOOK, THIS_BOOK]);
    await merchant('austin-old', austin, [LAST_BOOK]);
    await merchant('denver-cafe', denver, [THIS_BOOK]);
    await merchant('denver-open', denver, [null]);

    const code = (code: string, marketId: number | null, end: string) => ({
      code,
      batch: 'b1',
      market_id: marketId,
      expires_at: end,
      offers_valid_to: end,
      created_at: printed,
    });
    await db
      .insertInto('activation_code')
      .values([
        code('AUSTINBOOKCODE01', austin, THIS_BOOK),
        code('AUSTINLOOSECODE1', austin, LOOSE_CODES),
        code('NOMARKETCODE0001', null, LOOSE_CODES),
      ])
      .execute();

    await migrateToLatest(database.db, dialect);

    const editions = await database.db
      .selectFrom('edition')
      .innerJoin('market', 'market.id', 'edition.market_id')
      .select([
        'edition.id',
        'market.slug as market',
        'edition.slug',
        'edition.year',
        'edition.name',
        'edition.on_sale_at',
        'edition.valid_until',
      ])
      .orderBy('edition.slug')
      .execute();
    expect(editions.map(({ id: _id, ...edition }) => edition)).toEqual([
      {
        market: 'austin',
        slug: 'austin-2020',
        year: 2020,
        name: 'Austin, TX 2020',
        on_sale_at: imported,
        valid_until: LAST_BOOK,
      },
      {
        market: 'austin',
        slug: 'austin-2098',
        year: 2098,
        name: 'Austin, TX 2098',
        on_sale_at: printed,
        valid_until: LOOSE_CODES,
      },
      // Its codes were printed before its offers were imported: it was on sale then.
      {
        market: 'austin',
        slug: 'austin-2099',
        year: 2099,
        name: 'Austin, TX 2099',
        on_sale_at: printed,
        valid_until: THIS_BOOK,
      },
      {
        market: 'denver',
        slug: 'denver-2019',
        year: 2019,
        name: 'Denver, CO 2019',
        on_sale_at: imported,
        valid_until: '9999-12-31T23:59:59.999Z',
      },
      {
        market: 'denver',
        slug: 'denver-2099',
        year: 2099,
        name: 'Denver, CO 2099',
        on_sale_at: imported,
        valid_until: THIS_BOOK,
      },
    ]);
    expect(editions.some((edition) => edition.market === 'empty')).toBe(false);

    const editionOf = new Map(editions.map((edition) => [edition.slug, edition.id]));
    const offers = await database.db
      .selectFrom('offer')
      .select(['slug', 'edition_id'])
      .orderBy('slug')
      .execute();
    expect(offers).toEqual([
      { slug: 'austin-cafe-0', edition_id: editionOf.get('austin-2099') },
      { slug: 'austin-cafe-1', edition_id: editionOf.get('austin-2099') },
      { slug: 'austin-old-0', edition_id: editionOf.get('austin-2020') },
      { slug: 'denver-cafe-0', edition_id: editionOf.get('denver-2099') },
      { slug: 'denver-open-0', edition_id: editionOf.get('denver-2019') },
    ]);
    const codes = await database.db
      .selectFrom('activation_code')
      .select(['code', 'edition_id'])
      .orderBy('code')
      .execute();
    expect(codes).toEqual([
      { code: 'AUSTINBOOKCODE01', edition_id: editionOf.get('austin-2099') },
      { code: 'AUSTINLOOSECODE1', edition_id: editionOf.get('austin-2098') },
      // A code printed for no market keeps the dates it was printed with (ADR 0032).
      { code: 'NOMARKETCODE0001', edition_id: null },
    ]);

    // The member sees every book end as before (CATALOG-14), now read from the editions.
    await database.close();
    database = undefined;
    running = await startInProcess({ databaseUrl: testDatabase.url, seed: false });
    const shown = async (marketId: number) =>
      (
        await running!.app.inject({
          method: 'GET',
          url: `${CatalogApi.getAllMerchants.path}?marketId=${marketId}`,
        })
      ).json<Merchant[]>();
    const ends = (merchants: Merchant[]) =>
      Object.fromEntries(
        merchants.map((m) => [
          m.title,
          [m.adSpotOfferExpirationDate, m.offers.map((o) => o.adSpotOfferExpirationDate)],
        ]),
      );
    expect(ends(await shown(austin))).toEqual({
      'austin-cafe': [THIS_BOOK, [THIS_BOOK, THIS_BOOK]],
      'austin-old': [LAST_BOOK, [LAST_BOOK]],
    });
    expect(ends(await shown(denver))).toEqual({
      'denver-cafe': [THIS_BOOK, [THIS_BOOK]],
      'denver-open': [null, [null]],
    });
  });
});
