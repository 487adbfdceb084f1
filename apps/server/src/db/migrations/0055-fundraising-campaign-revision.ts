import type { Kysely } from 'kysely';

/**
 * FUNDRAISING-14: a campaign's revision, moved on by every change of it (an operator's edit, the
 * leader's leaderboard switch), so an operator's save over a change made since they opened the
 * campaign is refused (409) like the catalogue's editors'. Existing campaigns start at 1.
 */
export function fundraisingCampaignRevision() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('fundraising_campaign')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('fundraising_campaign').dropColumn('revision').execute();
    },
  };
}
