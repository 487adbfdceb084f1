import { randomUUID } from 'node:crypto';
import { CatalogApi, type Merchant } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { importCatalog, type CatalogFile } from '../src/modules/catalog/index.ts';
import { getJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

/** A market of its own with one merchant, and the rows an edition test adds to it. */
function world() {
  const tag = randomUUID().slice(0, 8);
  const market = `ed-${tag}`;
  const file = {
    markets: [
      { slug: market, title: `Edition Town ${tag}`, latitude: 5, longitude: 5, radiusMiles: 20 },
    ],
    merchants: [
      {
        slug: `${market}-cafe`,
        market,
        category: 'dining',
        title: 'Edition Cafe',
        latitude: 5,
        longitude: 5,
        address1: '1 Book St',
        city: 'Edition Town',
        state: 'TX',
        zip: '78701',
      },
    ],
  } satisfies CatalogFile;
  const offer = (n: number, extra: object) => ({
    slug: `${market}-cafe-${n}`,
    merchant: `${market}-cafe`,
    title: `Offer ${n}`,
    redemptionDataTypeCode: 1,
    redemptionData: `CODE-${n}`,
    savings: 5,
    ...extra,
  });
  return { tag, market, file, offer };
}

async function shownEnds(market: string) {
  const { app, db } = testApp();
  const { id } = await db
    .selectFrom('market')
    .select('id')
    .where('slug', '=', market)
    .executeTakeFirstOrThrow();
  const [merchant] = (await getJson(app, `${CatalogApi.getAllMerchants.path}?marketId=${id}`)).json<
    Merchant[]
  >();
  return {
    merchant: merchant?.adSpotOfferExpirationDate,
    offers: merchant?.offers.map((o) => o.adSpotOfferExpirationDate),
  };
}

async function editionsOf(market: string) {
  return testApp()
    .db.selectFrom('edition')
    .innerJoin('market', 'market.id', 'edition.market_id')
    .select(['edition.slug', 'edition.name', 'edition.year', 'edition.valid_until'])
    .where('market.slug', '=', market)
    .orderBy('edition.valid_until')
    .execute();
}

describe('catalogue import: editions (OPERATOR-13)', () => {
  it('imports editions, and an offer shows the end of the edition it names, as the edition changes', async () => {
    const { db } = testApp();
    const { market, file, offer } = world();
    const edition = {
      slug: `${market}-2027`,
      market,
      year: 2027,
      name: 'Edition Town 2027',
      onSale: '2026-09-01T00:00:00Z',
      validUntil: '2027-12-31T23:59:59Z',
    };
    await importCatalog(
      db,
      { ...file, editions: [edition], offers: [offer(1, { edition: edition.slug })] },
      'editions.json',
    );
    expect(await editionsOf(market)).toEqual([
      {
        slug: edition.slug,
        name: 'Edition Town 2027',
        year: 2027,
        valid_until: '2027-12-31T23:59:59.000Z',
      },
    ]);
    expect(await shownEnds(market)).toEqual({
      merchant: '2027-12-31T23:59:59.000Z',
      offers: ['2027-12-31T23:59:59.000Z'],
    });

    // The book is cut short: its offers expire with it (the lists are not served stale).
    await importCatalog(
      db,
      { editions: [{ ...edition, validUntil: '2026-10-31T23:59:59Z' }] },
      'edition-change.json',
    );
    expect(await shownEnds(market)).toEqual({
      merchant: '2026-10-31T23:59:59.000Z',
      offers: ['2026-10-31T23:59:59.000Z'],
    });
  });

  it('refuses an unknown edition and an edition of another market, writing nothing', async () => {
    const { db } = testApp();
    const { market, file, offer } = world();
    const other = world();
    await importCatalog(
      db,
      {
        ...other.file,
        editions: [
          {
            slug: `${other.market}-2027`,
            market: other.market,
            year: 2027,
            name: 'Elsewhere 2027',
            onSale: '2026-09-01T00:00:00Z',
            validUntil: '2027-12-31T23:59:59Z',
          },
        ],
      },
      'other.json',
    );
    const bad = {
      ...file,
      offers: [
        offer(1, { edition: 'no-such-book' }),
        offer(2, { edition: `${other.market}-2027` }),
      ],
    };
    const error = await importCatalog(db, bad, 'bad.json').catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      [
        'bad.json: offers row 1, field edition: unknown edition "no-such-book"',
        `bad.json: offers row 2, field edition: "${other.market}-2027" is a book of another market than the merchant's`,
      ].join('\n'),
    );
    const written = await db
      .selectFrom('market')
      .select('id')
      .where('slug', '=', market)
      .executeTakeFirst();
    expect(written).toBeUndefined();
  });

  it('refuses an edition that ends before it goes on sale', async () => {
    const { db } = testApp();
    const { market } = world();
    const file = {
      editions: [
        {
          slug: `${market}-2027`,
          market,
          year: 2027,
          name: 'Backwards',
          onSale: '2027-12-31T23:59:59Z',
          validUntil: '2026-09-01T00:00:00Z',
        },
      ],
    };
    await expect(importCatalog(db, file, 'backwards.json')).rejects.toThrow(
      'backwards.json: editions row 1, field validUntil: must be after onSale',
    );
  });

  it('puts an offer without an edition in its market’s edition ending at its date, made once', async () => {
    const { db } = testApp();
    const { tag, market, file, offer } = world();
    const legacy = {
      ...file,
      offers: [
        offer(1, { adSpotOfferExpirationDate: '2027-12-31T23:59:59Z' }),
        offer(2, { adSpotOfferExpirationDate: '2027-12-31T23:59:59Z' }),
        offer(3, { adSpotOfferExpirationDate: '2027-06-30T23:59:59Z' }),
        offer(4, {}),
      ],
    };
    await importCatalog(db, legacy, 'legacy.json');
    await importCatalog(db, legacy, 'legacy.json');

    const thisYear = new Date().getUTCFullYear();
    expect(await editionsOf(market)).toEqual([
      {
        slug: `${market}-2027-20270630`,
        name: `Edition Town ${tag} 2027 (2027-06-30)`,
        year: 2027,
        valid_until: '2027-06-30T23:59:59.000Z',
      },
      {
        slug: `${market}-2027`,
        name: `Edition Town ${tag} 2027`,
        year: 2027,
        valid_until: '2027-12-31T23:59:59.000Z',
      },
      {
        slug: `${market}-${thisYear}`,
        name: `Edition Town ${tag} ${thisYear}`,
        year: thisYear,
        valid_until: '9999-12-31T23:59:59.999Z',
      },
    ]);
    // What the member sees is what the file said (CATALOG-14).
    expect(await shownEnds(market)).toEqual({
      merchant: null,
      offers: [
        '2027-12-31T23:59:59.000Z',
        '2027-12-31T23:59:59.000Z',
        '2027-06-30T23:59:59.000Z',
        null,
      ],
    });
  });
});
