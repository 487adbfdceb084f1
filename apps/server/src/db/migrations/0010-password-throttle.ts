import type { Kysely } from 'kysely';

/**
 * Security issue #14: the throttle of password checks and the HTTP rate-limit counters live in
 * the database, so every server process sees the same failures and the same counts.
 */
export function passwordThrottle() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One row per throttled subject: an account (hashed email), a client address, or the pair.
      await db.schema
        .createTable('password_failure')
        .addColumn('subject', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_failed_at', 'text')
        .addColumn('blocked_until', 'text')
        .addColumn('succeeded_at', 'text')
        .execute();
      // One row per rate-limited key (route and client address, or a per-account mail cap).
      await db.schema
        .createTable('rate_limit_hit')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('rate_limit_hit').execute();
      await db.schema.dropTable('password_failure').execute();
    },
  };
}
