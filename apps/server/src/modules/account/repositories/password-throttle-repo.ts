import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export interface FailureRow {
  subject: string;
  failures: number;
  last_failed_at: string | null;
  blocked_until: string | null;
  succeeded_at: string | null;
}

export async function findFailureRows(db: Kysely<DB>, subjects: string[]): Promise<FailureRow[]> {
  return db
    .selectFrom('password_failure')
    .select(['subject', 'failures', 'last_failed_at', 'blocked_until', 'succeeded_at'])
    .where('subject', 'in', subjects)
    .execute();
}

/**
 * Counts one more failure of the subject (from one, when the last is older than `forgetBefore`)
 * and answers how many there are now. One statement, so concurrent failures all count.
 */
export async function addFailure(
  db: Kysely<DB>,
  subject: string,
  now: string,
  forgetBefore: string,
): Promise<number> {
  const row = await db
    .insertInto('password_failure')
    .values({ subject, failures: 1, last_failed_at: now })
    .onConflict((conflict) =>
      conflict.column('subject').doUpdateSet({
        failures: sql<number>`case when password_failure.last_failed_at < ${forgetBefore}
          then 1 else password_failure.failures + 1 end`,
        last_failed_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function blockSubject(db: Kysely<DB>, subject: string, until: string): Promise<void> {
  await db
    .updateTable('password_failure')
    .set({ blocked_until: until })
    .where('subject', '=', subject)
    .execute();
}

/** The right password: the subject's failures are forgotten; `succeededAt` marks a known address. */
export async function clearFailures(
  db: Kysely<DB>,
  subject: string,
  succeededAt: string | null,
): Promise<void> {
  await db
    .insertInto('password_failure')
    .values({ subject, failures: 0, succeeded_at: succeededAt })
    .onConflict((conflict) =>
      conflict.column('subject').doUpdateSet({
        failures: 0,
        last_failed_at: null,
        blocked_until: null,
        ...(succeededAt ? { succeeded_at: succeededAt } : {}),
      }),
    )
    .execute();
}

/** Forgets everything about one account: its own row and every pair of it with an address. */
export async function deleteAccountSubjects(
  db: Kysely<DB>,
  accountSubject: string,
  pairPrefix: string,
): Promise<void> {
  await db
    .deleteFrom('password_failure')
    .where((eb) =>
      eb.or([eb('subject', '=', accountSubject), eb('subject', 'like', `${pairPrefix}%`)]),
    )
    .execute();
}

/**
 * Deletes the rows the throttle has forgotten (ACCOUNT-30): no failure within the memory, no
 * delay or lock running, and no sign-in the known-address rule still remembers. Answers how many.
 */
export async function deleteForgottenFailures(
  db: Kysely<DB>,
  moments: { now: Date; forgetBefore: Date; signInsBefore: Date },
): Promise<number> {
  const [result] = await db
    .deleteFrom('password_failure')
    .where((eb) =>
      eb.and([
        eb.or([
          eb('last_failed_at', 'is', null),
          eb('last_failed_at', '<', moments.forgetBefore.toISOString()),
        ]),
        eb.or([
          eb('blocked_until', 'is', null),
          eb('blocked_until', '<=', moments.now.toISOString()),
        ]),
        eb.or([
          eb('succeeded_at', 'is', null),
          eb('succeeded_at', '<', moments.signInsBefore.toISOString()),
        ]),
      ]),
    )
    .execute();
  return Number(result?.numDeletedRows ?? 0);
}

/** The throttle's rows of one account: its own and each of its pairs with an address. */
export async function accountSubjectRows(
  db: Kysely<DB>,
  accountSubject: string,
  pairPrefix: string,
): Promise<FailureRow[]> {
  return db
    .selectFrom('password_failure')
    .select(['subject', 'failures', 'last_failed_at', 'blocked_until', 'succeeded_at'])
    .where((eb) =>
      eb.or([eb('subject', '=', accountSubject), eb('subject', 'like', `${pairPrefix}%`)]),
    )
    .execute();
}

/** The account and pair subjects blocked now (the count of locked accounts reads them). */
export async function blockedAccountSubjects(db: Kysely<DB>, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('password_failure')
    .select('subject')
    .where('blocked_until', '>', now)
    .where((eb) => eb.or([eb('subject', 'like', 'account:%'), eb('subject', 'like', 'pair:%')]))
    .execute();
  return rows.map((row) => row.subject);
}
