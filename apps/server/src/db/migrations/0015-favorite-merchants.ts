import type { Kysely } from 'kysely';

/**
 * Issue #17 item 4: a member's favourite merchants, one row per member and merchant (the key makes
 * adding twice one row). Gone with the account or the merchant. Not a catalogue table: a favourite
 * bumps no catalogue version, so the shared merchant lists stay the same bytes.
 */
export function favoriteMerchants() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('favorite_merchant')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('merchant_id', 'integer', (c) =>
          c.notNull().references('merchant.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('favorite_merchant_pk', ['user_id', 'merchant_id'])
        .execute();
      // Deleting a merchant (an import) finds its favourites without a scan.
      await db.schema
        .createIndex('favorite_merchant_merchant_idx')
        .on('favorite_merchant')
        .column('merchant_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('favorite_merchant').execute();
    },
  };
}
