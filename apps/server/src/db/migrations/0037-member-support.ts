import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #29 item 3 (OPERATOR-18…22; ADR 0043): member support.
 *
 * - `staff_audit.reason`: why a support agent acted, as they typed it; recorded with the change.
 * - `payment_refund`: a staff refund claimed before the gateway is called, one per ledger row
 *   (unique `payment_id`), with the idempotency key the gateway sees on every try. A claim still
 *   `pending` after its lease (a crash after the gateway answered) is taken over by the next try,
 *   which asks the gateway first and never refunds twice.
 */
export function memberSupport(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('staff_audit').addColumn('reason', 'text').execute();
      await db.schema
        .createTable('payment_refund')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('payment_id', 'integer', (c) =>
          c.notNull().unique().references('payment.id').onDelete('cascade'),
        )
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('refunded_at', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('payment_refund').execute();
      await db.schema.alterTable('staff_audit').dropColumn('reason').execute();
    },
  };
}
