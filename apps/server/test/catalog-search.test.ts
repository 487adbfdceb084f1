import { randomUUID } from 'node:crypto';
import { ErrorCode, SEARCH_QUERY_MAX_LENGTH, searchResultListSchema } from '@citybook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFile } from '../src/modules/catalog/index.ts';
import { importCatalog } from '../src/modules/catalog/index.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
const tag = randomUUID().slice(0, 8);
const CENTRE = { latitude: 40, longitude: -100 };

interface Place {
  slug: string;
  title: string;
  category: string;
  /** Miles north of the market's centre. */
  north: number;
  offers: { title: string; exclusion?: string; category?: string }[];
}

const places: Place[] = [
  {
    slug: 'luigi',
    title: "Luigi's Pizza",
    category: 'dining',
    north: 1,
    offers: [{ title: 'Two slices for one', exclusion: 'Dine-in only.' }],
  },
  {
    slug: 'cafe',
    title: 'Café Olé',
    category: 'coffee',
    north: 2,
    offers: [{ title: 'Free croissant with any latte' }],
  },
  {
    slug: 'rosa',
    title: "Rosa's Restaurant",
    category: 'dining',
    north: 3,
    offers: [{ title: '10% off dinner' }],
  },
  {
    slug: 'bolt',
    title: 'Bolt Hardware',
    category: 'shopping',
    north: 0.5,
    offers: [{ title: 'Free key cut', exclusion: 'Not valid with the Zanzibar loyalty card.' }],
  },
  {
    slug: 'zanzibar',
    title: 'Zanzibar Grill',
    category: 'dining',
    north: 6,
    offers: [{ title: 'Free starter' }],
  },
  {
    slug: 'books',
    title: 'Main Street Books',
    category: 'shopping',
    north: 4,
    offers: [{ title: '20% off paperbacks' }, { title: 'Poetry night ticket', category: 'shows' }],
  },
  {
    slug: 'twin-far',
    title: 'Twin Donuts',
    category: 'coffee',
    north: 5,
    offers: [{ title: 'Dozen for ten' }],
  },
  {
    slug: 'twin-near',
    title: 'Twin Donuts',
    category: 'coffee',
    north: 1.5,
    offers: [{ title: 'Dozen for ten' }],
  },
];

const milesNorth = (miles: number) => CENTRE.latitude + miles / 69;

function catalogOf(list: Place[]): CatalogFile {
  return {
    markets: [{ slug: `search-${tag}`, title: `Search ${tag}`, ...CENTRE, radiusMiles: 30 }],
    categories: [
      { slug: `dining-${tag}`, title: 'Dining', icon: '/icons/categories/dining.svg' },
      { slug: `coffee-${tag}`, title: 'Coffee & Tea', icon: '/icons/categories/dining.svg' },
      { slug: `shopping-${tag}`, title: 'Shopping', icon: '/icons/categories/dining.svg' },
      { slug: `shows-${tag}`, title: 'Entertainment', icon: '/icons/categories/dining.svg' },
    ],
    merchants: list.map((place) => ({
      slug: `${place.slug}-${tag}`,
      market: `search-${tag}`,
      category: `${place.category}-${tag}`,
      title: place.title,
      latitude: milesNorth(place.north),
      longitude: CENTRE.longitude,
      address1: '1 Main St',
      city: 'Testville',
      state: 'KS',
      zip: '67001',
    })),
    offers: list.flatMap((place) =>
      place.offers.map((offer, n) => ({
        slug: `${place.slug}-o${String(n)}-${tag}`,
        merchant: `${place.slug}-${tag}`,
        ...(offer.category ? { category: `${offer.category}-${tag}` } : {}),
        title: offer.title,
        exclusion: offer.exclusion ?? 'One per visit.',
        redemptionDataTypeCode: 1,
        redemptionData: 'CODE',
        savings: 5,
      })),
    ),
  };
}

let marketId = 0;

beforeAll(async () => {
  const { db } = testApp();
  await importCatalog(db, catalogOf(places), 'search test');
  const market = await db
    .selectFrom('market')
    .select('id')
    .where('slug', '=', `search-${tag}`)
    .executeTakeFirstOrThrow();
  marketId = market.id;
});

async function search(q: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ marketId: String(marketId), q, ...extra });
  return testApp().app.inject({ url: `/api/search?${query.toString()}` });
}

async function titlesFor(q: string, extra: Record<string, string> = {}) {
  const response = await search(q, extra);
  expect(response.statusCode).toBe(200);
  return searchResultListSchema.parse(response.json()).map((result) => result.title);
}

describe('GET /api/search: what it finds', () => {
  it('finds a merchant by the start of a word of its name, forgiving case', async () => {
    expect(await titlesFor('piz')).toEqual(["Luigi's Pizza"]);
    expect(await titlesFor('LUIGI')).toEqual(["Luigi's Pizza"]);
  });

  it('forgives small typos', async () => {
    expect(await titlesFor('pizzza')).toEqual(["Luigi's Pizza"]);
    expect(await titlesFor('resturant')).toEqual(["Rosa's Restaurant"]);
  });

  it('forgives accents both ways', async () => {
    expect(await titlesFor('cafe ole')).toEqual(['Café Olé']);
    expect(await titlesFor('Olé')).toEqual(['Café Olé']);
  });

  it('finds offers by title across categories, and the offers that matched', async () => {
    const response = await search('poetry');
    const [books] = searchResultListSchema.parse(response.json());
    expect(books?.title).toBe('Main Street Books');
    const poetry = books?.offers.find((offer) => offer.title === 'Poetry night ticket');
    expect(books?.matchedOfferIds).toEqual([poetry?.id]);
    expect(books?.relevance).toBe(2);
  });

  it('finds a merchant by the title of another category one of its offers is in', async () => {
    expect(await titlesFor('entertainment')).toEqual(['Main Street Books']);
  });

  it('finds an offer by its terms', async () => {
    expect(await titlesFor('loyalty')).toEqual(['Bolt Hardware']);
  });

  it('ranks a name match above a terms-only match, even when farther', async () => {
    const response = await search('zanzibar');
    const results = searchResultListSchema.parse(response.json());
    expect(results.map((result) => [result.title, result.relevance])).toEqual([
      ['Zanzibar Grill', 3],
      ['Bolt Hardware', 0],
    ]);
  });

  it('puts the nearer of equally relevant merchants first, from the asked position', async () => {
    const near = await search('twin');
    const miles = (body: unknown) =>
      searchResultListSchema.parse(body).map((r) => Math.round(r.distance * 2) / 2);
    expect(miles(near.json())).toEqual([1.5, 5]);
    const fromNorth = await search('twin', {
      latitude: String(milesNorth(6)),
      longitude: String(CENTRE.longitude),
    });
    expect(miles(fromNorth.json())).toEqual([1, 4.5]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await titlesFor('xylophone')).toEqual([]);
  });
});

describe('GET /api/search: the index follows the catalogue', () => {
  it('finds an added merchant, its new name after a rename, and nothing once deleted', async () => {
    const { db } = testApp();
    const added: Place = {
      slug: 'quokka',
      title: 'Quokka Bakery',
      category: 'dining',
      north: 1,
      offers: [{ title: 'Free bagel' }],
    };
    await importCatalog(db, catalogOf([added]), 'search test');
    expect(await titlesFor('quokka')).toEqual(['Quokka Bakery']);

    await importCatalog(
      db,
      catalogOf([{ ...added, title: 'Wombat Bakery', offers: [{ title: 'Free muffin' }] }]),
      'search test',
    );
    expect(await titlesFor('quokka')).toEqual([]);
    expect(await titlesFor('wombat')).toEqual(['Wombat Bakery']);
    expect(await titlesFor('muffin')).toEqual(['Wombat Bakery']);
    expect(await titlesFor('bagel')).toEqual([]);

    await db
      .updateTable('category')
      .set({ title: 'Patisserie' })
      .where('slug', '=', `dining-${tag}`)
      .execute();
    expect(await titlesFor('patisserie')).toContain('Wombat Bakery');

    await db.deleteFrom('merchant').where('slug', '=', `quokka-${tag}`).execute();
    expect(await titlesFor('wombat')).toEqual([]);
  });

  it('forgives typos of words the catalogue gained since the vocabulary was last read', async () => {
    const { db } = testApp();
    const pelican: Place = {
      slug: 'pelican',
      title: 'Pelican Deli',
      category: 'coffee',
      north: 2,
      offers: [{ title: 'Free tea' }],
    };
    // The categories as the import names them, so that only the catalogue's version moves below.
    await importCatalog(db, catalogOf([]), 'search test');
    // A typo search reads the vocabulary of the catalogue as it is now.
    expect(await titlesFor('pizzza')).toEqual(["Luigi's Pizza"]);
    await importCatalog(db, catalogOf([pelican]), 'search test');
    expect(await titlesFor('pelicen')).toEqual(['Pelican Deli']);

    // A category's title is in its merchants' words, though renaming it moves no version.
    await db
      .updateTable('category')
      .set({ title: 'Confectionery' })
      .where('slug', '=', `shows-${tag}`)
      .execute();
    expect(await titlesFor('confectionary')).toEqual(['Main Street Books']);
  });
});

describe('GET /api/search: bad input', () => {
  it('refuses an empty text and a text over the limit with a clear 400', async () => {
    for (const q of ['', '   ', 'x'.repeat(500)]) {
      const response = await search(q);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.validation });
    }
    const long = await search('x'.repeat(500));
    expect(long.json<{ message: string }>().message).toContain(String(SEARCH_QUERY_MAX_LENGTH));
  });

  it('takes query syntax of either database as plain words, never failing', async () => {
    const hostile = [
      '"',
      '*',
      'NEAR(',
      'OR',
      "'; drop table merchant; --",
      '"pizza',
      'piz"za',
      '-',
      ':',
      'name:pizza',
      'pizza*',
      '((a',
      'a & b | !c',
      '\\',
      '%_',
    ];
    for (const q of hostile) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(200);
      searchResultListSchema.parse(response.json());
    }
    expect(await titlesFor('"pizza')).toEqual(["Luigi's Pizza"]);
    expect(await titlesFor('pizza*')).toEqual(["Luigi's Pizza"]);
  });

  it('answers 404 for an unknown market and 400 for a market that is no id', async () => {
    const unknown = await testApp().app.inject({ url: '/api/search?marketId=999999&q=pizza' });
    expect(unknown.statusCode).toBe(404);
    const bad = await testApp().app.inject({ url: '/api/search?marketId=abc&q=pizza' });
    expect(bad.statusCode).toBe(400);
  });
});
