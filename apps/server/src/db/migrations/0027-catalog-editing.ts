import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/** The tables the console edits (OPERATOR-10). */
const EDITED = ['market', 'category', 'franchisor', 'merchant'] as const;
const CHANGES = ['insert', 'update', 'delete'] as const;

/**
 * OPERATOR-10, OPERATOR-11: catalogue editing in the console.
 *
 * - `retired_at`: a retired row is hidden from members and never deleted (a member may have
 *   redeemed its offers).
 * - `revision`: moved on by every console save; a save naming an older one is refused, so two
 *   editors never overwrite each other unknowingly.
 * - Categories now move the catalogue version too (migration 0008 covered the other three): a
 *   renamed, re-iconed or retired category changes what members are shown.
 * - The merchant grid sorts by name, city (case ignored) or last change, in a market or not, and
 *   finds part of a name, over 100,000 rows (OPERATOR-9; bench/console-grid.ts).
 */
export function catalogEditing(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of EDITED) {
        await db.schema.alterTable(table).addColumn('retired_at', 'text').execute();
        await db.schema
          .alterTable(table)
          .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
      for (const change of CHANGES) {
        const name = sql.raw(`category_${change}_bumps_catalog_version`);
        const event = sql.raw(change);
        await (
          dialect === 'postgres'
            ? sql`create trigger ${name} after ${event} on category
              for each statement execute function bump_catalog_version()`
            : sql`create trigger ${name} after ${event} on category
              begin update catalog_version set version = version + 1 where id = 1; end`
        ).execute(db);
      }
      // The grid orders names as people read them, case ignored.
      await sql`create index merchant_title_idx on merchant (lower(title), id)`.execute(db);
      await sql`create index merchant_market_title_idx on merchant (market_id, lower(title), id)`.execute(
        db,
      );
      await sql`create index merchant_city_idx on merchant (lower(city), id)`.execute(db);
      await sql`create index merchant_updated_idx on merchant (updated_at, id)`.execute(db);
      // The grid's text filter finds a part of a name: SQLite reads it from merchant_title_idx,
      // PostgreSQL from trigrams (pg_trgm, migration 0014).
      if (dialect === 'postgres')
        await sql`create index merchant_title_trgm_idx on merchant
          using gin (lower(title) gin_trgm_ops)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') await db.schema.dropIndex('merchant_title_trgm_idx').execute();
      await db.schema.dropIndex('merchant_updated_idx').execute();
      await db.schema.dropIndex('merchant_city_idx').execute();
      await db.schema.dropIndex('merchant_market_title_idx').execute();
      await db.schema.dropIndex('merchant_title_idx').execute();
      for (const change of CHANGES) {
        const name = sql.raw(`category_${change}_bumps_catalog_version`);
        await (
          dialect === 'postgres'
            ? sql`drop trigger if exists ${name} on category`
            : sql`drop trigger if exists ${name}`
        ).execute(db);
      }
      for (const table of EDITED) {
        await db.schema.alterTable(table).dropColumn('revision').execute();
        await db.schema.alterTable(table).dropColumn('retired_at').execute();
      }
    },
  };
}
