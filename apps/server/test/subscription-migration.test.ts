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

const HOUR_MS = 3_600_000;

describe('migration 0009: one subscription and a ledger', () => {
  it('gives old subscriptions their state and ends the extra plans of a changed subscription', async () => {
    testDatabase = await createTestDatabase({ content: 'empty', label: 'migration_0009' });
    database = openDatabase(testDatabase.url);
    const { db, dialect } = database;
    await migrateTo(db, dialect, '0008-catalog-version');

    const changedPlan = await createUser(db, { password: null });
    const lapsed = await createUser(db, { password: null });
    const end = new Date(Date.now() + 10 * 24 * HOUR_MS).toISOString();
    const at = new Date().toISOString();
    const voucher = (userId: number, code: number, extra: object = {}) => ({
      user_id: userId,
      kind: 'SUB' as const,
      code: `Mobile + ${String(code)}`,
      offers_valid_to: end,
      subscription_type_code: code,
      created_at: at,
      ...extra,
    });
    const inserted = await db
      .insertInto('activation_voucher')
      .values([
        voucher(changedPlan.id, 1),
        voucher(changedPlan.id, 2),
        voucher(lapsed.id, 1, { renewal_failed_at: at }),
        voucher(lapsed.id, 2, { deactivated_at: at }),
      ])
      .returning('id')
      .execute();
    const [monthly, annual, pastDue, ended] = inserted.map((row) => row.id);

    await migrateToLatest(db, dialect);
    const rows = await db
      .selectFrom('activation_voucher')
      .select(['id', 'subscription_status', 'subscription_source', 'next_renewal_at'])
      .where('id', 'in', [monthly!, annual!, pastDue!, ended!])
      .orderBy('id')
      .execute();
    const renewsAt = new Date(Date.parse(end) - 24 * HOUR_MS).toISOString();
    expect(rows).toEqual([
      {
        id: monthly,
        subscription_status: 'ended',
        subscription_source: 'card',
        next_renewal_at: null,
      },
      {
        id: annual,
        subscription_status: 'active',
        subscription_source: 'card',
        next_renewal_at: renewsAt,
      },
      {
        id: pastDue,
        subscription_status: 'pastDue',
        subscription_source: 'card',
        next_renewal_at: renewsAt,
      },
      {
        id: ended,
        subscription_status: 'ended',
        subscription_source: 'card',
        next_renewal_at: null,
      },
    ]);
    // One live subscription per account, from now on by the database's own rule.
    await expect(
      db
        .insertInto('activation_voucher')
        .values({ ...voucher(changedPlan.id, 1), subscription_status: 'active' })
        .execute(),
    ).rejects.toThrow();
  });
});
