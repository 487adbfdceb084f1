import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * OPERATOR-8: the audit log of the back office. A row per staff write and per sign-in attempt:
 * who (the staff id when known, and the e-mail as typed, so a failed sign-in of an unknown
 * address is recorded too), when, the action, the object, and the object before and after as
 * JSON. Rows are only ever added.
 */
export function staffAudit(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('staff_audit')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_type', 'text', (c) => c.notNull())
        .addColumn('object_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('request_id', 'text')
        .addColumn('client_address', 'text')
        .execute();
      await db.schema.createIndex('staff_audit_by_time').on('staff_audit').column('at').execute();
      await db.schema
        .createIndex('staff_audit_by_staff')
        .on('staff_audit')
        .columns(['staff_id', 'at'])
        .execute();
      await db.schema
        .createIndex('staff_audit_by_object')
        .on('staff_audit')
        .columns(['object_type', 'object_id', 'at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('staff_audit').execute();
    },
  };
}
