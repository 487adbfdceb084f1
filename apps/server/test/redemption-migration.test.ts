import { verificationCodeSchema } from '@citybook/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/index.ts';
import { createUser } from './factories/user.ts';

let testDatabase: TestDatabase | undefined;
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe('migration 0012: verification codes', () => {
  it('gives every existing redemption its own code', async () => {
    testDatabase = await createTestDatabase({ content: 'empty', label: 'migration_0012' });
    database = openDatabase(testDatabase.url);
    const { db, dialect } = database;
    await migrateTo(db, dialect, '0011-session-activity');

    const user = await createUser(db, { password: null });
    const at = new Date().toISOString();
    const category = await db
      .insertInto('category')
      .values({ slug: 'dining', title: 'Dining', icon: 'dining', sort_order: 1, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The columns of 0011 only (the import writes those of the latest migration).
    const market = await db
      .insertInto('market')
      .values({
        slug: 'old',
        title: 'Old',
        latitude: 1,
        longitude: 1,
        radius_miles: 30,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const merchant = await db
      .insertInto('merchant')
      .values({
        slug: 'old-cafe',
        market_id: market.id,
        category_id: category.id,
        title: 'Old Cafe',
        latitude: 1,
        longitude: 1,
        address1: '1 Old St',
        city: 'Old Town',
        state: 'TX',
        zip: '78701',
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const n of [1, 2, 3]) {
      await db
        .insertInto('offer')
        .values({
          slug: `old-cafe-${n}`,
          merchant_id: merchant.id,
          category_id: category.id,
          title: `Offer ${n}`,
          exclusion: '',
          redemption_data_type_code: 1,
          redemption_data: 'OLD',
          savings_cents: 500,
          sort_order: n,
          updated_at: at,
        })
        .execute();
    }
    const offers = await db
      .selectFrom('offer')
      .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
      .select('offer.id')
      .where('merchant.title', '=', 'Old Cafe')
      .execute();
    const voucher = await db
      .insertInto('activation_voucher')
      .values({ user_id: user.id, kind: 'BOOK', code: 'OLD', offers_valid_to: at, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const { id: offer } of offers) {
      // The columns of 0011: the schema's types are those of the latest migration.
      await sql`insert into redemption (user_id, activation_voucher_id, offer_id, savings_cents, created_at)
        values (${user.id}, ${voucher.id}, ${offer}, ${500}, ${at})`.execute(db);
    }

    await migrateToLatest(db, dialect);
    const rows = await db
      .selectFrom('redemption')
      .select(['verification_code', 'first_checked_at', 'idempotency_key'])
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(verificationCodeSchema.parse(row.verification_code)).toBe(row.verification_code);
      expect(row.first_checked_at).toBeNull();
      expect(row.idempotency_key).toBeNull();
    }
    expect(new Set(rows.map((row) => row.verification_code)).size).toBe(3);
  });
});
