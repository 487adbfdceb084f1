import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { pgRefreshFunction, sqliteTriggers, type OfferScope } from './0014-market-search.ts';

/** The market search's documents hold these offers' titles and terms (migration 0014). */
async function searchOffers(db: Kysely<unknown>, dialect: DialectName, scope: OfferScope) {
  if (dialect === 'postgres') {
    await pgRefreshFunction(scope).execute(db);
    return;
  }
  for (const [name, body] of Object.entries(sqliteTriggers(scope))) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    await sql.raw(`create trigger ${name} ${body}`).execute(db);
  }
}

/**
 * OPERATOR-10: offers edited in the console.
 *
 * - `retired_at`: a retired offer is hidden from members and never deleted (members may have
 *   redeemed it; their history keeps it).
 * - `revision`: moved on by every console save; a save naming an older one is refused.
 * - The offer grid (OPERATOR-9) sorts by title, saving or last change, or by merchant, and finds
 *   a part of a title, over some 500,000 offers: each along its own index. Its merchant, edition
 *   and market filters read `offer_merchant_idx`, `offer_edition_idx` and the merchants' market
 *   index of earlier migrations. The editor counts the offer's redemptions along
 *   `redemption_offer_idx`.
 * - The market search no longer finds a merchant by a retired offer's words: its documents hold
 *   live offers only (none is retired yet, so no document changes now).
 */
export function offerEditing(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('offer').addColumn('retired_at', 'text').execute();
      await db.schema
        .alterTable('offer')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await searchOffers(db, dialect, ' and o.retired_at is null');
      await sql`create index offer_title_idx on offer (lower(title), id)`.execute(db);
      await sql`create index offer_savings_idx on offer (savings_cents, id)`.execute(db);
      await sql`create index offer_updated_idx on offer (updated_at, id)`.execute(db);
      // The editor says how often members redeemed the offer.
      await sql`create index redemption_offer_idx on redemption (offer_id)`.execute(db);
      // A part of a title: SQLite reads it from offer_title_idx, PostgreSQL from trigrams
      // (pg_trgm, migration 0014).
      if (dialect === 'postgres')
        await sql`create index offer_title_trgm_idx on offer
          using gin (lower(title) gin_trgm_ops)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') await db.schema.dropIndex('offer_title_trgm_idx').execute();
      await db.schema.dropIndex('redemption_offer_idx').execute();
      await db.schema.dropIndex('offer_updated_idx').execute();
      await db.schema.dropIndex('offer_savings_idx').execute();
      await db.schema.dropIndex('offer_title_idx').execute();
      await searchOffers(db, dialect, '');
      await db.schema.alterTable('offer').dropColumn('revision').execute();
      await db.schema.alterTable('offer').dropColumn('retired_at').execute();
    },
  };
}
