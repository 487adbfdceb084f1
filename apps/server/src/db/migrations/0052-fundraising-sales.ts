import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #31 item 2 (FUNDRAISING-7; ADR 0058): the sales attributed to a campaign, and to a seller
 * or none. Item 3 fills it (a card purchase through a seller's link, a book's code assigned by the
 * leader); the thermometer and the leaderboard count it now.
 *
 * - `kind`: `digital` (a membership bought with a card) or `code` (a printed book's code).
 * - `amount_cents`, `currency`: what the sale brought, as the ledger has it.
 * - `reference`: the ledger's payment (`payment:<id>`) or the code (`code:<id>`) the sale is;
 *   unique, so a sale is attributed once.
 * Nothing of the buyer is here: the reference leads to the ledger, which the group never reads.
 */
export function fundraisingSales(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('fundraising_sale')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('fundraising_campaign.id'),
        )
        .addColumn('seller_id', 'integer', (c) => c.references('fundraising_seller.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('fundraising_sale_by_campaign')
        .on('fundraising_sale')
        .columns(['campaign_id', 'seller_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('fundraising_sale').execute();
    },
  };
}
