import type { Kysely } from 'kysely';

/** Activation issue, renewals: a failed renewal's grace period, and a claim per attempt. */
export function renewals() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('renewal_failed_at', 'text')
        .execute();
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('renewal_attempted_at', 'text')
        .execute();
      // The scheduler looks for subscriptions whose period has run out.
      await db.schema
        .createIndex('activation_voucher_due_idx')
        .on('activation_voucher')
        .columns(['kind', 'offers_valid_to'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('activation_voucher_due_idx').execute();
      await db.schema.alterTable('activation_voucher').dropColumn('renewal_attempted_at').execute();
      await db.schema.alterTable('activation_voucher').dropColumn('renewal_failed_at').execute();
    },
  };
}
