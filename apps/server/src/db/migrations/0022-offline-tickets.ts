import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #27 item 2: offline tickets. The server issues them to a session while it is online; a
 * redemption made offline is recorded only within one, under the code reserved for it (unique
 * here, apart from every redemption's). A redemption names the ticket it used: the unique index
 * lets each ticket make one redemption, however many copies race.
 */
export function offlineTickets(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('offline_ticket')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('ticket', 'text', (c) => c.notNull().unique())
        .addColumn('activation_voucher_id', 'integer', (c) =>
          c.notNull().references('activation_voucher.id').onDelete('cascade'),
        )
        // The session it was issued to; a logout leaves the ticket good for what was made with it.
        .addColumn('session_id', 'integer', (c) => c.references('session.id').onDelete('set null'))
        .addColumn('verification_code', 'text', (c) => c.notNull().unique())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('valid_to', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('offline_ticket_voucher_session_idx')
        .on('offline_ticket')
        .columns(['activation_voucher_id', 'session_id'])
        .execute();
      await db.schema
        .alterTable('redemption')
        .addColumn('offline_ticket_id', 'integer', (c) =>
          c.references('offline_ticket.id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .createIndex('redemption_offline_ticket_key')
        .on('redemption')
        .column('offline_ticket_id')
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('redemption_offline_ticket_key').execute();
      await db.schema.alterTable('redemption').dropColumn('offline_ticket_id').execute();
      await db.schema.dropTable('offline_ticket').execute();
    },
  };
}
