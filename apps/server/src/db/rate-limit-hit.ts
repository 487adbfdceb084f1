import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

export interface Hits {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends (epoch milliseconds). */
  windowEndsAt: number;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs` that starts with the first hit, in one
 * statement: every server process on the database shares the count, and concurrent hits all count.
 */
export async function countHit(db: Kysely<DB>, key: string, windowMs: number): Promise<Hits> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const endsIso = new Date(now + windowMs).toISOString();
  const row = await db
    .insertInto('rate_limit_hit')
    .values({ key, hits: 1, window_ends_at: endsIso })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_hit.window_ends_at <= ${nowIso}
          then 1 else rate_limit_hit.hits + 1 end`,
        window_ends_at: sql<string>`case when rate_limit_hit.window_ends_at <= ${nowIso}
          then ${endsIso} else rate_limit_hit.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, windowEndsAt: Date.parse(row.window_ends_at) };
}

/** The hits of `key` in its current window, without counting one. */
export async function readHits(db: Kysely<DB>, key: string): Promise<Hits> {
  const row = await db
    .selectFrom('rate_limit_hit')
    .select(['hits', 'window_ends_at'])
    .where('key', '=', key)
    .where('window_ends_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row
    ? { hits: row.hits, windowEndsAt: Date.parse(row.window_ends_at) }
    : { hits: 0, windowEndsAt: Date.now() };
}

/** Deletes the counts whose window has ended (ACCOUNT-30): they count nothing any more. */
export async function deleteEndedWindows(db: Kysely<DB>, now: Date): Promise<number> {
  const [result] = await db
    .deleteFrom('rate_limit_hit')
    .where('window_ends_at', '<=', now.toISOString())
    .execute();
  return Number(result?.numDeletedRows ?? 0);
}
