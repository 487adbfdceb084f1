import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #26 item 3: which reminders a member wants by mail (book expiry, the renewal recap,
 * news). No row means all of them; an unsubscribe link or the account page writes one.
 * Transactional mails (receipts, acknowledgments, renewal and price notices, cancellations) are
 * sent whatever it says.
 *
 * NOTICE-5: a plan's new price, announced to its subscribers at least 7 days before it applies;
 * the renewal job applies it on its day.
 */
export function noticePreferences(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('notice_preference')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('expiry_reminders', 'integer', (c) => c.notNull())
        .addColumn('renewal_recap', 'integer', (c) => c.notNull())
        .addColumn('news', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('plan_price_change')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('subscription_type_code', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('effective_at', 'text', (c) => c.notNull())
        .addColumn('announced_at', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('plan_price_change').execute();
      await db.schema.dropTable('notice_preference').execute();
    },
  };
}
