import { GUEST_EMAIL, GUEST_PASSWORD } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/clock.ts';
import { hashPassword } from '../../modules/account/password-hash.ts';
import type { DB } from '../schema.ts';
import { demoCategories } from './demo-categories.ts';
import { demoMarkets, GUEST_MARKET_SLUG } from './demo-markets.ts';

/**
 * Loads the demo data. Every row has a natural key (slug, email) and is inserted with
 * ON CONFLICT DO NOTHING, so running it again adds nothing and keeps operator edits.
 */
export async function seedDemoData(db: Kysely<DB>): Promise<void> {
  const createdAt = nowIso();
  const guest = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', GUEST_EMAIL)
    .executeTakeFirst();
  // Hashing is slow on purpose: do it only when the guest is missing, outside the transaction.
  const guestHash = guest ? null : await hashPassword(GUEST_PASSWORD);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('market')
      .values(demoMarkets.map((market) => ({ ...market, created_at: createdAt })))
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
    await trx
      .insertInto('category')
      .values(demoCategories.map((category) => ({ ...category, created_at: createdAt })))
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
    if (guestHash === null) return;
    const market = await trx
      .selectFrom('market')
      .select('id')
      .where('slug', '=', GUEST_MARKET_SLUG)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('app_user')
      .values({
        email: GUEST_EMAIL,
        password_hash: guestHash,
        market_id: market.id,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
  });
}
