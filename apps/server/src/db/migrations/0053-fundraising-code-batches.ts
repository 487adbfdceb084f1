import type { Kysely } from 'kysely';

/**
 * Issue #31 item 3 (FUNDRAISING-10; ADR 0059): the code batches an operator gave a campaign. A
 * batch belongs to at most one campaign (the batch is the key); the leader records cash or
 * paper-book sales with the codes of these batches only (`fundraising_sale`, `code:<id>`).
 */
export function fundraisingCodeBatches() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('fundraising_campaign_batch')
        .addColumn('code_batch_id', 'integer', (c) => c.primaryKey().references('code_batch.id'))
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('fundraising_campaign.id'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('fundraising_campaign_batch_by_campaign')
        .on('fundraising_campaign_batch')
        .column('campaign_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('fundraising_campaign_batch').execute();
    },
  };
}
