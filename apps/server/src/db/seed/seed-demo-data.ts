import { GUEST_EMAIL, GUEST_PASSWORD } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/clock.ts';
import { hashPassword } from '../../modules/account/index.ts';
import { DEMO_CATALOG_VERSION, demoCatalog, seedDemoMedia } from '../../modules/catalog/index.ts';
import { importCatalog } from '../../modules/catalog/index.ts';
import type { DB } from '../schema.ts';
import { GUEST_MARKET_SLUG } from './demo-markets.ts';

/**
 * Loads the demo data through the operator import (rows keyed by slug, so nothing is duplicated),
 * once per demo version, with its images in `mediaDir` (made again when a file is missing); then
 * makes sure the guest account exists.
 */
export async function seedDemoData(db: Kysely<DB>, mediaDir: string): Promise<void> {
  const seeded = await db
    .selectFrom('demo_seed')
    .select('version')
    .where('version', '=', DEMO_CATALOG_VERSION)
    .executeTakeFirst();
  if (!seeded) {
    await importCatalog(db, demoCatalog(), 'demo data');
    await seedDemoMedia(db, mediaDir, { force: true });
    await db
      .insertInto('demo_seed')
      .values({ version: DEMO_CATALOG_VERSION, seeded_at: nowIso() })
      .onConflict((conflict) => conflict.column('version').doNothing())
      .execute();
  } else {
    await seedDemoMedia(db, mediaDir, { force: false });
  }
  await ensureGuest(db);
}

async function ensureGuest(db: Kysely<DB>): Promise<void> {
  const guest = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', GUEST_EMAIL)
    .executeTakeFirst();
  if (guest) return;
  const market = await db
    .selectFrom('market')
    .select('id')
    .where('slug', '=', GUEST_MARKET_SLUG)
    .executeTakeFirstOrThrow();
  const now = nowIso();
  await db
    .insertInto('app_user')
    .values({
      email: GUEST_EMAIL,
      password_hash: await hashPassword(GUEST_PASSWORD),
      market_id: market.id,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}
