import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #31 item 4 (FUNDRAISING-13; ADR 0060): the payouts an operator records for a campaign.
 *
 * - `amount_cents`: what was paid to the group, in the campaign's currency (`FUNDRAISING_CURRENCY`).
 * - `paid_on`: the day the money left (YYYY-MM-DD), as the operator writes it.
 * - `note`: the bank's or cheque's reference.
 * - `client_key`: the console's key for one submission, unique, so a double click records once.
 * - `staff_email`: who recorded it (the audit log has the rest).
 */
export function fundraisingPayouts(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('fundraising_payout')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('fundraising_campaign.id'),
        )
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('paid_on', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('client_key', 'text', (c) => c.notNull().unique())
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('fundraising_payout_by_campaign')
        .on('fundraising_payout')
        .column('campaign_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('fundraising_payout').execute();
    },
  };
}
