import type { Kysely } from 'kysely';

/**
 * Issues 27 and 33 (ACCOUNT-29): the e-mailed sign-in code offered while an account is throttled.
 * One row per offer: the hash of the challenge the login answered (the key the browser sends
 * back), the hash of the code salted with that challenge, its end and its attempts. Gone with the
 * account; housekeeping deletes spent and expired rows.
 */
export function loginCode() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('login_code')
        .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('login_code_user_idx')
        .on('login_code')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('login_code').execute();
    },
  };
}
