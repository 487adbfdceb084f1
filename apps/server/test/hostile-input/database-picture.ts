import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

/** Tables a request could write to (outbox aside: only forgot-password mails, answering 200). */
const WRITABLE = [
  'app_user',
  'session',
  'password_token',
  'activation_code',
  'activation_voucher',
  'payment_instrument',
  'redemption',
] as const;
const CATALOG = ['market', 'category', 'franchisor', 'merchant', 'offer', 'mobile_ad'] as const;

export type DatabasePicture = Awaited<ReturnType<typeof databasePicture>>;

/** Row counts of the main tables and every row of the writable ones. */
export async function databasePicture(db: Kysely<DB>, options: { ignoreLoginCounters: boolean }) {
  const tables = [...WRITABLE, ...CATALOG, 'outbox', 'subscription_type'];
  const counts = await sql<{ name: string; n: number | string }>`${sql.join(
    tables.map(
      (table) => sql`select ${sql.lit(table)} as name, count(*) as n from ${sql.table(table)}`,
    ),
    sql` union all `,
  )}`.execute(db);
  const rows: Record<string, unknown[]> = {};
  for (const table of WRITABLE) {
    rows[table] = (await db.selectFrom(table).selectAll().orderBy('id').execute()).map((row) => {
      if (!options.ignoreLoginCounters || table !== 'app_user') return row;
      // A wrong password counts against the account: the one write a refused login makes.
      const {
        failed_logins: _failed,
        locked_until: _locked,
        ...rest
      } = row as Record<string, unknown>;
      return rest;
    });
  }
  return {
    counts: Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.n)])),
    rows,
  };
}
