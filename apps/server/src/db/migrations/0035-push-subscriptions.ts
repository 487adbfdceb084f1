import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #26 item 4 (ADR 0041): the devices a member turned notifications on for. A Web Push
 * subscription is one browser on one device: its push service's address (unique: a browser's
 * subscription belongs to whoever signed in on it last) and the keys its messages are encrypted
 * with. A push service that answers 404 or 410 deletes the row; the account's deletion does too.
 */
export function pushSubscriptions(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('push_subscription')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscription_user')
        .on('push_subscription')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('push_subscription').execute();
    },
  };
}
