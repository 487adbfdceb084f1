import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ActivationApi,
  CatalogApi,
  ErrorCode,
  merchantListSchema,
  merchantSchema,
  notValidNowMessage,
  offlineTicketListSchema,
  profileSchema,
  RedemptionApi,
  type OfferRules,
} from '@citybook/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { createCodes } from './factories/edition.ts';
import {
  CatalogImportError,
  importCatalog,
  importCatalogFile,
} from '../src/modules/catalog/index.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/index.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
const examples = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/examples',
);

const LUNCH: OfferRules = {
  days: ['tue', 'wed', 'thu'],
  hours: { from: '11:00', to: '15:00' },
  dateRanges: [{ from: '2027-01-01', to: '2027-12-31' }],
  blackoutDates: ['2027-03-17'],
  serviceMode: 'dineIn',
  minimumSpend: 20,
  partySize: { min: 2, max: 6 },
};

const OFFER_CSV_HEADER =
  'slug,merchant,title,exclusion,redemptionDataTypeCode,redemptionData,savings,validDays,validHours,validDates,blackoutDates,serviceMode,minimumSpend,partySize';

function tempFile(name: string, content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'citybook-rules-')), name);
  writeFileSync(file, content);
  return file;
}

/** A market in Austin (its zone from its place), a merchant, and offers with and without rules. */
async function importRulesMarket(tag: string, timeZone?: string) {
  const { db } = testApp();
  const market = `rules-${tag}`;
  await importCatalog(
    db,
    {
      markets: [
        {
          slug: market,
          title: `Rules ${tag}`,
          latitude: 30.2672,
          longitude: -97.7431,
          radiusMiles: 30,
          ...(timeZone ? { timeZone } : {}),
        },
      ],
      merchants: [
        {
          slug: `${market}-m`,
          market,
          category: 'dining',
          title: 'Rules Diner',
          latitude: 30.2672,
          longitude: -97.7431,
          address1: '1 Congress Ave',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        },
      ],
      offers: [
        {
          slug: `${market}-lunch`,
          merchant: `${market}-m`,
          title: 'Lunch special',
          exclusion: 'One per table.',
          redemptionDataTypeCode: 1,
          redemptionData: 'LUNCH',
          savings: 8,
          rules: LUNCH,
        },
        {
          slug: `${market}-any`,
          merchant: `${market}-m`,
          title: 'Any time',
          exclusion: '',
          redemptionDataTypeCode: 1,
          redemptionData: 'ANY',
          savings: 5,
          sortOrder: 1,
        },
      ],
    },
    'rules.json',
  );
  const row = await db
    .selectFrom('merchant')
    .innerJoin('market', 'market.id', 'merchant.market_id')
    .select(['merchant.id as merchantId', 'market.id as marketId', 'market.time_zone'])
    .where('merchant.slug', '=', `${market}-m`)
    .executeTakeFirstOrThrow();
  return { ...row, market };
}

async function storedRules(slug: string): Promise<string | null> {
  const row = await testApp()
    .db.selectFrom('offer')
    .select('rules')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.rules;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('offer rules (issue #17 item 3)', () => {
  it('stores rules from a JSON import and answers them on the merchant page and in the lists', async () => {
    const { app } = testApp();
    const { merchantId, marketId, time_zone, market } = await importRulesMarket('json');
    expect(time_zone).toBe('America/Chicago');
    expect(JSON.parse((await storedRules(`${market}-lunch`)) ?? 'null')).toEqual(LUNCH);
    expect(await storedRules(`${market}-any`)).toBeNull();

    const page = merchantSchema.parse(
      (await getJson(app, CatalogApi.getMerchant.path.replace(':id', String(merchantId)))).json(),
    );
    expect(page.offers.map((o) => o.rules)).toEqual([LUNCH, null]);

    const list = await getJson(app, `${CatalogApi.getAllMerchants.path}?marketId=${marketId}`);
    const [listed] = merchantListSchema.parse(list.json());
    expect(listed?.offers[0]?.rules).toEqual(LUNCH);
    // An offer without rules leaves them out of the list's bytes.
    expect(list.body).not.toContain('"rules":null');
    expect(listed?.offers[1]).not.toHaveProperty('rules');
  });

  it('takes a market’s time zone from the file, and refuses one that is not a zone', async () => {
    const { db } = testApp();
    const { time_zone } = await importRulesMarket('zone', 'America/Denver');
    expect(time_zone).toBe('America/Denver');
    const bad = {
      markets: [
        {
          slug: 'rules-bad-zone',
          title: 'Bad zone',
          latitude: 1,
          longitude: 1,
          radiusMiles: 5,
          timeZone: 'America/Springfield',
        },
      ],
    };
    await expect(importCatalog(db, bad, 'zone.json')).rejects.toThrow(
      'zone.json: markets row 1, field timeZone: use an IANA time zone name, e.g. America/Chicago',
    );
  });

  it('stores the same rules from a CSV of offers', async () => {
    const { db } = testApp();
    const { market } = await importRulesMarket('csv');
    const file = tempFile(
      'offers.csv',
      [
        OFFER_CSV_HEADER,
        `${market}-csv-lunch,${market}-m,CSV lunch,,1,CSV,8,Tue-Thu,11:00-15:00,2027-01-01 to 2027-12-31,2027-03-17,dine-in,20,2-6`,
        `${market}-csv-plain,${market}-m,CSV plain,,1,CSV2,4,,,,,,,`,
      ].join('\n'),
    );
    await importCatalogFile(db, file);
    expect(await storedRules(`${market}-csv-lunch`)).toBe(await storedRules(`${market}-lunch`));
    expect(await storedRules(`${market}-csv-plain`)).toBeNull();
  });

  it('imports the documented offers example with its rules', async () => {
    const { db } = testApp();
    for (const name of ['catalog.json', 'merchants.csv', 'offers.csv']) {
      await importCatalogFile(db, path.join(examples, name));
    }
    expect(JSON.parse((await storedRules('san-antonio-river-grill-lunch')) ?? 'null')).toEqual({
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      hours: { from: '11:00', to: '15:00' },
      blackoutDates: ['2027-11-25', '2027-12-24', '2027-12-25'],
      serviceMode: 'dineIn',
      minimumSpend: 30,
      partySize: { min: 2, max: 6 },
    });
    expect(JSON.parse((await storedRules('san-antonio-mission-books-sale')) ?? 'null')).toEqual({
      dateRanges: [{ from: '2027-01-05', to: '2027-05-20' }],
      minimumSpend: 25,
    });
  });

  it('refuses bad rules, naming the file, the row or line, and the field; nothing is written', async () => {
    const { db } = testApp();
    const { market } = await importRulesMarket('bad');
    const json = {
      offers: [
        {
          slug: `${market}-bad`,
          merchant: `${market}-m`,
          title: 'Bad',
          exclusion: '',
          redemptionDataTypeCode: 1,
          redemptionData: 'X',
          savings: 1,
          rules: { hours: { from: '11', to: '15:00' }, partySize: { min: 7, max: 6 } },
        },
      ],
    };
    const error = await importCatalog(db, json, 'bad.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogImportError);
    expect((error as CatalogImportError).problems).toEqual([
      'bad.json: offers row 1, field rules.hours.from: use HH:MM, e.g. 15:30',
      'bad.json: offers row 1, field rules.partySize: min must not be above max',
    ]);

    const file = tempFile(
      'bad-offers.csv',
      [
        OFFER_CSV_HEADER,
        `${market}-c1,${market}-m,Fine,,1,A,1,Mon-Fri,,,,,,`,
        `${market}-c2,${market}-m,Bad cells,,1,B,1,Mon-Funday,noon,,,delivery,,`,
        `${market}-c3,${market}-m,Bad dates,,1,C,1,,,2027-03-02 to 2027-03-01,2027-02-30,,,`,
      ].join('\r\n'),
    );
    const csvError = await importCatalogFile(db, file).catch((e: unknown) => e);
    expect((csvError as CatalogImportError).problems).toEqual([
      `${file}: line 3, field validDays: "Funday" is not a day; use Mon, Tue, … Sun`,
      `${file}: line 3, field validHours: use HH:MM-HH:MM, e.g. 11:00-15:00`,
      `${file}: line 3, field serviceMode: use dine-in or take-out`,
      `${file}: line 4, field validDates: from must not be after to`,
      `${file}: line 4, field blackoutDates: not a day of the calendar`,
    ]);
    const written = await db
      .selectFrom('offer')
      .select('slug')
      .where('slug', 'in', [`${market}-bad`, `${market}-c1`])
      .execute();
    expect(written).toEqual([]);
  });

  it('refuses a redemption outside the rules with notValidNow, judged in the market’s zone', async () => {
    // Tue 2027-03-16 10:30 CDT: the lunch offer opens at 11.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-16T15:30:00Z') });
    const { app, db } = testApp();
    const { merchantId } = await importRulesMarket('redeem');
    const { cookie } = await loggedInMember(testApp());
    const { codes } = await createCodes(db, { count: 1 });
    const profile = profileSchema.parse(
      (await postJson(app, ActivationApi.activate.path, { code: codes[0] }, cookie)).json(),
    );
    const voucherId = profile.activationVoucherId!;
    const page = merchantSchema.parse(
      (await getJson(app, CatalogApi.getMerchant.path.replace(':id', String(merchantId)))).json(),
    );
    const [lunch, any] = page.offers;
    // Fetched while online, now: what lets the device redeem offline later (issue #27).
    const [ticket] = offlineTicketListSchema.parse(
      (
        await postJson(
          app,
          RedemptionApi.getOfflineTickets.path,
          { activationVoucherId: voucherId },
          cookie,
        )
      ).json(),
    );
    const redeem = (offerId: number, redeemedAt?: string) =>
      postJson(
        app,
        RedemptionApi.redeem.path,
        {
          offerId,
          activationVoucherId: voucherId,
          ...(redeemedAt ? { redeemedAt, offlineTicket: ticket!.id } : {}),
        },
        cookie,
      );

    const early = await redeem(lunch!.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      code: ErrorCode.notValidNow,
      message: notValidNowMessage(LUNCH),
    });
    expect(early.json<{ message: string }>().message).toBe(
      'Sorry, this coupon cannot be used right now. This coupon can be used Tue–Thu, 11 am – 3 pm, from Jan 1 to Dec 31, 2027, except on Mar 17, 2027.',
    );
    // The offer without rules is usable at any hour.
    expect((await redeem(any!.id)).statusCode).toBe(200);

    // Wed 2027-03-17 12:00 CDT: the blackout day.
    vi.setSystemTime(new Date('2027-03-17T17:00:00Z'));
    expect((await redeem(lunch!.id)).json()).toMatchObject({ code: ErrorCode.notValidNow });

    // Wed 15:30 CDT; a redemption made offline at Tue 12:00 CDT is judged at that moment.
    vi.setSystemTime(new Date('2027-03-17T20:30:00Z'));
    const outsideOffline = await redeem(lunch!.id, '2027-03-16T15:59:00Z');
    expect(outsideOffline.json()).toMatchObject({ code: ErrorCode.notValidNow });
    const offline = await redeem(lunch!.id, '2027-03-16T17:00:00Z');
    expect(offline.statusCode).toBe(200);
    expect(offline.json()).toMatchObject({ redeemedAt: '2027-03-16T17:00:00.000Z' });
  });

  it('accepts a redemption inside the rules', async () => {
    // Thu 2027-03-18 14:59 CDT.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-18T19:59:00Z') });
    const { app, db } = testApp();
    const { merchantId } = await importRulesMarket('inside');
    const { cookie } = await loggedInMember(testApp());
    const { codes } = await createCodes(db, { count: 1 });
    const profile = profileSchema.parse(
      (await postJson(app, ActivationApi.activate.path, { code: codes[0] }, cookie)).json(),
    );
    const page = merchantSchema.parse(
      (await getJson(app, CatalogApi.getMerchant.path.replace(':id', String(merchantId)))).json(),
    );
    const response = await postJson(
      app,
      RedemptionApi.redeem.path,
      { offerId: page.offers[0]!.id, activationVoucherId: profile.activationVoucherId },
      cookie,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('migration 0017: offer rules and market time zones', () => {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it('gives each existing market the zone of its centre, and offers no rules', async () => {
    testDatabase = await createTestDatabase({ content: 'empty', label: 'migration_0017' });
    database = openDatabase(testDatabase.url);
    const { db, dialect } = database;
    await migrateTo(db, dialect, '0013-redemption-received-at');
    const at = new Date().toISOString();
    for (const [slug, latitude, longitude] of [
      ['old-austin', 30.2672, -97.7431],
      ['old-denver', 39.7392, -104.9903],
      ['old-portland', 45.5152, -122.6784],
    ] as const) {
      await sql`insert into market (slug, title, latitude, longitude, radius_miles, created_at)
        values (${slug}, ${slug}, ${latitude}, ${longitude}, 30, ${at})`.execute(db);
    }
    await migrateToLatest(db, dialect);
    const zones = await db
      .selectFrom('market')
      .select(['slug', 'time_zone'])
      .orderBy('slug')
      .execute();
    expect(zones).toEqual([
      { slug: 'old-austin', time_zone: 'America/Chicago' },
      { slug: 'old-denver', time_zone: 'America/Denver' },
      { slug: 'old-portland', time_zone: 'America/Los_Angeles' },
    ]);
  });
});
