import type { Kysely } from 'kysely';

/**
 * Issue #16: when a redemption made offline reached the server (its `created_at` is the device's
 * moment). Null for a redemption made online, so staff are told which codes came in late.
 */
export function redemptionReceivedAt() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('redemption').addColumn('received_at', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('redemption').dropColumn('received_at').execute();
    },
  };
}
