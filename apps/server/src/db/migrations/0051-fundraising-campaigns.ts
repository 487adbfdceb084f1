import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #31 items 1 and 2 (FUNDRAISING-2…5, FUNDRAISING-8; ADR 0057, ADR 0058): campaigns and
 * their sellers.
 *
 * - `fundraising_campaign`: a group's campaign in a market's edition, its days (the market's
 *   calendar days, both included), its goal (`goal_kind` sales or money; `goal_amount` a count or
 *   cents), what it sells, the commission in basis points, and whether the leaderboard is hidden.
 *   `slug`: the random part of its public link, unique.
 * - `fundraising_seller`: a seller is a display name and nothing more (FUNDRAISING-3): the
 *   campaign, a random `slug` for the link, the name and when the row was made, renamed and
 *   removed. Removing erases the name (null) and keeps the row, so sales attributed to it still
 *   count. docs/privacy.md lists these columns, and a test holds the table to that list: a column
 *   added here must be added there first.
 */
export function fundraisingCampaigns(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('fundraising_campaign')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('organisation_id', 'integer', (c) =>
          c.notNull().references('business_organisation.id'),
        )
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('market_id', 'integer', (c) => c.notNull().references('market.id'))
        .addColumn('edition_id', 'integer', (c) => c.notNull().references('edition.id'))
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('ends_on', 'text', (c) => c.notNull())
        .addColumn('goal_kind', 'text', (c) => c.notNull())
        .addColumn('goal_amount', 'integer', (c) => c.notNull())
        .addColumn('sells_memberships', 'integer', (c) => c.notNull())
        .addColumn('sells_codes', 'integer', (c) => c.notNull())
        .addColumn('commission_basis_points', 'integer', (c) => c.notNull())
        .addColumn('leaderboard_hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('fundraising_campaign_by_organisation')
        .on('fundraising_campaign')
        .columns(['organisation_id', 'starts_on'])
        .execute();
      await db.schema
        .createTable('fundraising_seller')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('fundraising_campaign.id'),
        )
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('removed_at', 'text')
        .execute();
      await db.schema
        .createIndex('fundraising_seller_by_link')
        .on('fundraising_seller')
        .columns(['campaign_id', 'slug'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('fundraising_seller').execute();
      await db.schema.dropTable('fundraising_campaign').execute();
    },
  };
}
