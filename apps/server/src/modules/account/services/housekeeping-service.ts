import { PasswordThrottle } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { deleteEndedWindows } from '../../../db/rate-limit-hit.ts';
import type { DB } from '../../../db/schema.ts';
import { pruneStoreNotifications } from '../../activation/index.ts';
import { pruneStaffSessions } from '../../staff/index.ts';
import { deleteDeadLoginCodes } from '../repositories/login-code-repo.ts';
import { deleteOldOutboxMail } from '../repositories/outbox-repo.ts';
import { deleteDeadPasswordTokens } from '../repositories/password-token-repo.ts';
import { deleteForgottenFailures } from '../repositories/password-throttle-repo.ts';
import { deleteDeadSessions } from '../repositories/session-repo.ts';

/** What one housekeeping run deleted. */
export interface HousekeepingSummary {
  sessions: number;
  passwordTokens: number;
  loginCodes: number;
  outboxMail: number;
  passwordFailures: number;
  rateLimitHits: number;
  storeNotifications: number;
  /** Staff sessions idle or too old, and half-done staff sign-ins past their end (OPERATOR-6). */
  staffSessions: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Deletes what can no longer be used and should not be kept: sessions past their end or idle too
 * long, used or expired password tokens and sign-in codes, outbox mail older than its links, and
 * throttle and rate-limit rows past their memory (ACCOUNT-30), and the records of store
 * notifications past their keeping, and ended staff sessions. Each is one DELETE with a
 * condition, so servers running it at the same moment do no harm.
 */
export async function pruneExpired(db: Kysely<DB>, now: Date): Promise<HousekeepingSummary> {
  const forgetBefore = new Date(now.getTime() - PasswordThrottle.memoryMinutes * MINUTE_MS);
  const signInsBefore = new Date(now.getTime() - PasswordThrottle.knownAddressDays * DAY_MS);
  return {
    sessions: await deleteDeadSessions(db, now),
    passwordTokens: await deleteDeadPasswordTokens(db, now),
    loginCodes: await deleteDeadLoginCodes(db, now),
    outboxMail: await deleteOldOutboxMail(db, now),
    passwordFailures: await deleteForgottenFailures(db, { now, forgetBefore, signInsBefore }),
    rateLimitHits: await deleteEndedWindows(db, now),
    storeNotifications: await pruneStoreNotifications(db, now),
    staffSessions: await pruneStaffSessions(db, now),
  };
}
