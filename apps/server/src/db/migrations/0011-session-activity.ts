import { sql, type Kysely } from 'kysely';

/**
 * Issue #14 item 6: a session's last use (the idle timeout, and "Signed-in devices") and a rough
 * description of its client. Sessions from before get their creation as their last use.
 */
export function sessionActivity() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('session').addColumn('last_used_at', 'text').execute();
      await db.schema.alterTable('session').addColumn('client', 'text').execute();
      await sql`update session set last_used_at = created_at`.execute(db);
      // The housekeeping job looks for sessions past their end.
      await db.schema
        .createIndex('session_expires_idx')
        .on('session')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('session_expires_idx').execute();
      await db.schema.alterTable('session').dropColumn('client').execute();
      await db.schema.alterTable('session').dropColumn('last_used_at').execute();
    },
  };
}
