import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #26 item 5 (ADR 0036): mails to members are jobs in the database. A notice is written in
 * the transaction of the event it tells of, under a key that names it once (kind, subscription or
 * account, period); a sender claims it before sending (state `claimed`, a lease), so two servers
 * never send it twice and a crash between the claim and the send is retried once the lease is
 * over.
 */
export function notices(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('notice')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('notice_key', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('cascade'))
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lease_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notice_due').on('notice').columns(['state', 'due_at']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('notice').execute();
    },
  };
}
