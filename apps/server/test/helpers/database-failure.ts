import { sql } from 'kysely';
import type { TestApp } from './test-app.ts';

type Write =
  | { event: 'insert'; table: 'payment_instrument' }
  | { event: 'update of offers_valid_to'; table: 'activation_voucher' }
  | { event: 'update of status'; table: 'payment' }
  | { event: 'insert'; table: 'staff_audit' };

/**
 * Makes the real database refuse one kind of write (a trigger that raises), as a failing disk or
 * a lost connection would, until the returned function is called.
 */
export async function failDatabaseWrites(
  testApp: TestApp,
  { event, table }: Write,
): Promise<() => Promise<void>> {
  const { db } = testApp;
  const on = sql.raw(`${event} on ${table}`);
  if (testApp.dialect === 'postgres') {
    await sql`create function injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`.execute(db);
    await sql`create trigger injected_failure before ${on}
      for each row execute function injected_failure()`.execute(db);
    return async () => {
      await sql`drop trigger injected_failure on ${sql.raw(table)}`.execute(db);
      await sql`drop function injected_failure()`.execute(db);
    };
  }
  await sql`create trigger injected_failure before ${on}
    begin select raise(abort, 'injected failure'); end`.execute(db);
  return async () => {
    await sql`drop trigger injected_failure`.execute(db);
  };
}
