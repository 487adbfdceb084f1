import { GUEST_EMAIL } from '@citybook/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/seed-demo-data.ts';
import { TEST_SETTINGS } from '../test-support/settings.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

describe('demo data', () => {
  it('runs on the database the test run asked for', () => {
    const expected = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
    expect(testApp().dialect).toBe(expected);
  });

  it('is seeded once: running the seed again adds no rows', async () => {
    const { db } = testApp();
    const count = async () => {
      const counts = await Promise.all(
        (
          [
            'market',
            'category',
            'app_user',
            'franchisor',
            'merchant',
            'offer',
            'mobile_ad',
          ] as const
        ).map((table) =>
          db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return counts.map((row) => Number(row.n));
    };
    const before = await count();
    await seedDemoData(db, TEST_SETTINGS.MEDIA_DIR);
    // Even a forced re-run of the demo import (as after a version bump) updates rows in place.
    await db.deleteFrom('demo_seed').execute();
    await seedDemoData(db, TEST_SETTINGS.MEDIA_DIR);
    expect(await count()).toEqual(before);
    expect(before[0]).toBeGreaterThanOrEqual(3);
    expect(before[1]).toBeGreaterThanOrEqual(8);
  });

  it('creates the guest account with a hashed password and a market', async () => {
    const { db } = testApp();
    const guest = await db
      .selectFrom('app_user')
      .selectAll()
      .where('email', '=', GUEST_EMAIL)
      .executeTakeFirstOrThrow();
    expect(guest.password_hash).toMatch(/^\$argon2id\$/);
    expect(guest.market_id).not.toBeNull();
  });
});
