import { afterEach, describe, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/index.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { createUser } from './factories/user.ts';
import { expectExactSummaries, writeRedemption } from './helpers/redemption-tallies.ts';

let testDatabase: TestDatabase | undefined;
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe('migration 0043: the redemption summaries (OPERATOR-26)', () => {
  it('works them out from the redemptions there are', async () => {
    testDatabase = await createTestDatabase({ content: 'empty', label: 'migration_0043' });
    database = openDatabase(testDatabase.url);
    const { db, dialect } = database;
    await migrateTo(db, dialect, '0038-reports');

    await db
      .insertInto('category')
      .values({
        slug: 'dining',
        title: 'Dining',
        icon: 'dining',
        sort_order: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const markets: number[] = [];
    for (const latitude of [30, 31]) {
      const { marketId } = await createMarketWithMerchants(db, { latitude, longitude: 30 }, [
        { title: 'Old Diner', latitude, longitude: 30, offers: 2 },
        { title: 'Old Books', latitude, longitude: 30, offers: 1 },
      ]);
      markets.push(marketId);
    }
    const offers = (
      await db
        .selectFrom('offer')
        .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
        .select('offer.id')
        .where('merchant.market_id', 'in', markets)
        .execute()
    ).map((row) => row.id);
    const members = [await createUser(db), await createUser(db), null];
    // Across a year's end, several a day and a quarter hour, some of no member (a deleted account).
    const moments = [
      '2030-12-31T23:59:59.999Z',
      '2031-01-01T00:00:00.000Z',
      '2031-01-01T00:14:00.000Z',
      '2031-01-01T00:15:00.000Z',
      '2031-01-01T18:40:00.000Z',
      '2031-03-02T09:05:00.000Z',
      '2031-12-31T12:00:00.000Z',
    ];
    let n = 0;
    for (const at of moments)
      for (const offerId of offers) {
        n += 1;
        const member = members[n % members.length]!;
        await writeRedemption(db, { userId: member?.id ?? null, offerId, at, cents: 100 * n });
      }

    await migrateToLatest(db, dialect);
    await expectExactSummaries(db, { markets, offers }, 'the migration');
  });
});
