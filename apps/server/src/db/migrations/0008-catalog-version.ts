import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * What a merchant list shows depends on these tables (merchant and offer rows, franchise sizes,
 * markets cascading their merchants away).
 */
const LIST_SOURCES = ['market', 'franchisor', 'merchant', 'offer'] as const;
const CHANGES = ['insert', 'update', 'delete'] as const;

/**
 * Performance issue: a catalogue version that every change to a listed table bumps, by trigger,
 * whoever writes (the import, the demo seed, another server, a test). Servers keep rendered
 * merchant lists in memory and check this one row before using them.
 */
export function catalogVersion(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('catalog_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into catalog_version (id, version) values (1, 1)`.execute(db);
      if (dialect === 'postgres') {
        await sql`create function bump_catalog_version() returns trigger language plpgsql as $$
          begin
            update catalog_version set version = version + 1 where id = 1;
            return null;
          end $$`.execute(db);
      }
      for (const table of LIST_SOURCES) {
        for (const change of CHANGES) {
          const name = sql.raw(`${table}_${change}_bumps_catalog_version`);
          const event = sql.raw(change);
          const target = sql.table(table);
          // PostgreSQL: once per statement (an import of 100,000 rows bumps it a few times);
          // SQLite has only row triggers, each a one-row update inside the writer's transaction.
          await (
            dialect === 'postgres'
              ? sql`create trigger ${name} after ${event} on ${target}
                for each statement execute function bump_catalog_version()`
              : sql`create trigger ${name} after ${event} on ${target}
                begin update catalog_version set version = version + 1 where id = 1; end`
          ).execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of LIST_SOURCES) {
        for (const change of CHANGES) {
          const name = sql.raw(`${table}_${change}_bumps_catalog_version`);
          await (
            dialect === 'postgres'
              ? sql`drop trigger if exists ${name} on ${sql.table(table)}`
              : sql`drop trigger if exists ${name}`
          ).execute(db);
        }
      }
      if (dialect === 'postgres')
        await sql`drop function if exists bump_catalog_version()`.execute(db);
      await db.schema.dropTable('catalog_version').execute();
    },
  };
}
