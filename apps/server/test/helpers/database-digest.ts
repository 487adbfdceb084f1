import { createHash } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/**
 * What a refused back-office call may write: the per-address rate limit counts the call (before
 * any guard), and a session's last request moves (its row count must not change).
 */
const RATE_LIMITS = 'rate_limit_hit';
const SESSIONS = 'staff_session';

/** A digest of every row of every table, and the row count of the sessions (the role matrices). */
export async function databaseDigest({ db }: TestApp): Promise<Record<string, string | number>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const digest: Record<string, string | number> = {};
  for (const table of tables.filter((name) => name !== RATE_LIMITS)) {
    const rows = await db
      .selectFrom(table as 'staff_audit')
      .selectAll()
      .execute();
    digest[table] =
      table === SESSIONS
        ? rows.length
        : createHash('sha256')
            .update(JSON.stringify(rows.map((row) => JSON.stringify(row)).sort()))
            .digest('hex');
  }
  return digest;
}
