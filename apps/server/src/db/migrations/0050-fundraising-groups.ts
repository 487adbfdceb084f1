import type { Kysely } from 'kysely';

/**
 * Issue #31 item 1 (FUNDRAISING-1; ADR 0057): fundraising groups are business organisations of
 * their own kind.
 *
 * - `business_organisation.kind`: `merchant` (every organisation so far) or `fundraisingGroup`.
 *   The operators' organisation screens keep to merchants; a group's leader is invited with the
 *   same invitation (ADR 0050) by the fundraising screens.
 * - `fundraising_group`: what a group is (a school, a club or a charity), one row per group
 *   organisation, kept by the fundraising module.
 */
export function fundraisingGroups() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('business_organisation')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('merchant'))
        .execute();
      await db.schema
        .createTable('fundraising_group')
        .addColumn('organisation_id', 'integer', (c) =>
          c.primaryKey().references('business_organisation.id'),
        )
        .addColumn('group_kind', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('fundraising_group').execute();
      await db.schema.alterTable('business_organisation').dropColumn('kind').execute();
    },
  };
}
