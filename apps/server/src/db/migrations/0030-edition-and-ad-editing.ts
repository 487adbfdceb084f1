import type { Kysely } from 'kysely';

/**
 * OPERATOR-10, OPERATOR-13: editions and mobile ads edited in the console.
 *
 * - `edition.revision`, `mobile_ad.revision`: moved on by every console save and import of the
 *   row; a save naming an older one is refused (409 editConflict), as for the other edited rows
 *   (migration 0027).
 * - `mobile_ad.retired_at`: a retired ad is hidden from members and never deleted.
 * - `mobile_ad.starts_on`, `mobile_ad.ends_on`: the ad's run, calendar days (YYYY-MM-DD) of its
 *   market's time zone, both included; none is open on that side. Ads made before have neither
 *   and are shown as they were, until an editor gives them a run.
 */
export function editionAndAdEditing() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['edition', 'mobile_ad'])
        await db.schema
          .alterTable(table)
          .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      await db.schema.alterTable('mobile_ad').addColumn('retired_at', 'text').execute();
      await db.schema.alterTable('mobile_ad').addColumn('starts_on', 'text').execute();
      await db.schema.alterTable('mobile_ad').addColumn('ends_on', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const column of ['ends_on', 'starts_on', 'retired_at', 'revision'])
        await db.schema.alterTable('mobile_ad').dropColumn(column).execute();
      await db.schema.alterTable('edition').dropColumn('revision').execute();
    },
  };
}
