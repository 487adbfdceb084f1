import { SESSION_TTL_DAYS } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { isoAfterDays, nowIso } from '../../lib/clock.ts';
import { hashToken, newSecretToken } from '../../lib/tokens.ts';
import type { DB } from '../../db/schema.ts';
import type { SessionUser } from '../../plugins/auth.ts';

/** Creates a session and returns its token: the only time the plain token exists. */
export async function createSession(db: Kysely<DB>, userId: number): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: nowIso(),
      expires_at: isoAfterDays(SESSION_TTL_DAYS),
    })
    .execute();
  return token;
}

export async function findSessionUser(db: Kysely<DB>, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select([
      'session.id as sessionId',
      'app_user.id as userId',
      'app_user.email',
      'session.market_id as marketId',
    ])
    .where('session.token_hash', '=', hashToken(token))
    .where('session.expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('session').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user, or every one but the session making the change. */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: number,
  { except }: { except?: number } = {},
): Promise<void> {
  let query = db.deleteFrom('session').where('user_id', '=', userId);
  if (except !== undefined) query = query.where('id', '!=', except);
  await query.execute();
}

export async function setSessionMarket(
  db: Kysely<DB>,
  sessionId: number,
  marketId: number,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ market_id: marketId })
    .where('id', '=', sessionId)
    .execute();
}
