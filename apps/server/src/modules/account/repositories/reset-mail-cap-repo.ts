import type { Kysely } from 'kysely';
import { countHit } from '../../../db/rate-limit-hit.ts';
import type { DB } from '../../../db/schema.ts';

const HOUR_MS = 3_600_000;

/** Counts one more reset mail for the account and answers how many this hour, this one included. */
export async function countResetMail(db: Kysely<DB>, userId: number): Promise<number> {
  return (await countHit(db, `reset-mail|${userId}`, HOUR_MS)).hits;
}
