import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { pingDatabase } from '../repositories/health-repo.ts';

/** A database that has not answered `select 1` by then counts as unreachable. */
const HEALTH_DATABASE_TIMEOUT_MS = 2000;

/** Null when the database answers a trivial query in time, else what went wrong. */
export async function databaseProblem(
  db: Kysely<DB>,
  timeoutMs = HEALTH_DATABASE_TIMEOUT_MS,
): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // A late answer or failure after the timeout settles into the finished race: nothing leaks.
    return await Promise.race([pingDatabase(db).then(() => null), timedOut]);
  } catch (error) {
    return error;
  } finally {
    clearTimeout(timer);
  }
}
