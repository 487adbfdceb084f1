import type { Kysely } from 'kysely';

/**
 * Issue 32 item 10: where a session signed in from, masked (203.0.113.x), so "Signed-in devices"
 * can tell two alike browsers apart without keeping a member's full address. Older sessions
 * have none.
 */
export function sessionAddress() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('session').addColumn('address', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('session').dropColumn('address').execute();
    },
  };
}
