import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { deleteOldOutboxMail } from '../repositories/outbox-repo.ts';
import { deleteDeadPasswordTokens } from '../repositories/password-token-repo.ts';
import { deleteDeadSessions } from '../repositories/session-repo.ts';

/** What one housekeeping run deleted. */
export interface HousekeepingSummary {
  sessions: number;
  passwordTokens: number;
  outboxMail: number;
}

/**
 * Deletes what can no longer be used and should not be kept: sessions past their end or idle too
 * long, used or expired password tokens, and outbox mail older than its links. Each is one DELETE
 * with a condition, so servers running it at the same moment do no harm.
 */
export async function pruneExpired(db: Kysely<DB>, now: Date): Promise<HousekeepingSummary> {
  return {
    sessions: await deleteDeadSessions(db, now),
    passwordTokens: await deleteDeadPasswordTokens(db, now),
    outboxMail: await deleteOldOutboxMail(db, now),
  };
}
