import type { Kysely } from 'kysely';

/**
 * Issue #26 item 3: which reminders a member wants by mail (book expiry, the renewal recap,
 * news). No row means all of them; an unsubscribe link or the account page writes one.
 * Transactional mails (receipts, acknowledgments, renewal and price notices, cancellations) are
 * sent whatever it says.
 */
export function noticePreferences() {
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
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('notice_preference').execute();
    },
  };
}
