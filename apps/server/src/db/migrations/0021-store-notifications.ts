import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #27 item 1: store state that only moves forward. Each store notification is kept by its
 * store's id, so a retry is applied once; a subscription keeps when the store vouched for its
 * state, so what the store said before then (a late renewal, a proof kept from before a refund)
 * changes nothing.
 */
export function storeNotifications(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('store_state_at', 'text')
        .execute();
      await db.schema
        .createTable('store_notification')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('store', 'text', (c) => c.notNull())
        .addColumn('notification_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('store_subscription_ref', 'text')
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addUniqueConstraint('store_notification_once', ['store', 'notification_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('store_notification').execute();
      await db.schema.alterTable('activation_voucher').dropColumn('store_state_at').execute();
    },
  };
}
