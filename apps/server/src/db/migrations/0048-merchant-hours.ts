import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

const CHANGES = ['insert', 'update', 'delete'] as const;

/**
 * Issue #30 item 3 (MERCHANT-14, CATALOG-26; ADR 0055): a location's opening hours.
 *
 * - `merchant_hours`: one row per location that shows hours, the contract's `openingHoursSchema`
 *   as JSON text (the week's spans and the dated exceptions), read whole with one merchant's page
 *   and never by part, so the merchant lists, which read whole merchant rows, do not carry it. No
 *   row: the location shows no hours. Goes with its merchant.
 * - Its changes move the catalogue version (as the merchant rows' do, migration 0008), so the
 *   members' cached merchant pages are answered afresh whoever writes the hours.
 */
export function merchantHours(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('merchant_hours')
        .addColumn('merchant_id', 'integer', (c) =>
          c.primaryKey().references('merchant.id').onDelete('cascade'),
        )
        .addColumn('hours_json', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      for (const change of CHANGES) {
        const name = sql.raw(`merchant_hours_${change}_bumps_catalog_version`);
        const event = sql.raw(change);
        await (
          dialect === 'postgres'
            ? sql`create trigger ${name} after ${event} on merchant_hours
              for each statement execute function bump_catalog_version()`
            : sql`create trigger ${name} after ${event} on merchant_hours
              begin update catalog_version set version = version + 1 where id = 1; end`
        ).execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      // Dropping the table drops its triggers with it, on both databases.
      await db.schema.dropTable('merchant_hours').execute();
    },
  };
}
