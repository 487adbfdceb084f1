import { SESSION_IDLE_DAYS, SESSION_TOUCH_MINUTES, SESSION_TTL_DAYS } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { isoAfterDays, nowIso } from '../../../lib/clock.ts';
import { hashToken, newSecretToken } from '../../../lib/tokens.ts';
import type { DB } from '../../../db/schema.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import type { SessionClient } from '../../../lib/client-description.ts';

/**
 * Creates a session and returns its token: the only time the plain token exists. `client` is a
 * rough description of the browser (lib/client-description.ts), shown under "Signed-in devices".
 */
export async function createSession(
  db: Kysely<DB>,
  userId: number,
  client: SessionClient | null = null,
): Promise<string> {
  const token = newSecretToken();
  const now = nowIso();
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_used_at: now,
      expires_at: isoAfterDays(SESSION_TTL_DAYS),
      client: client?.client ?? null,
      address: client?.address ?? null,
    })
    .execute();
  return token;
}

/** Before this moment a session has been unused too long (the idle timeout). */
export function idleCutoff(now = new Date()): string {
  return isoAfterDays(-SESSION_IDLE_DAYS, now);
}

/**
 * The user of a live session: neither past its absolute end nor unused for SESSION_IDLE_DAYS.
 * Notes the use, at most once every SESSION_TOUCH_MINUTES so that reads stay reads.
 */
export async function findSessionUser(db: Kysely<DB>, token: string): Promise<SessionUser | null> {
  const now = new Date();
  const row = await db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select([
      'session.id as sessionId',
      'app_user.id as userId',
      'app_user.email',
      'session.market_id as marketId',
      'session.last_used_at as lastUsedAt',
    ])
    .where('session.token_hash', '=', hashToken(token))
    .where('session.expires_at', '>', now.toISOString())
    .where('session.last_used_at', '>', idleCutoff(now))
    .executeTakeFirst();
  if (!row) return null;
  const { lastUsedAt, ...user } = row;
  const touchBefore = new Date(now.getTime() - SESSION_TOUCH_MINUTES * 60_000).toISOString();
  if (lastUsedAt < touchBefore) {
    await db
      .updateTable('session')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', user.sessionId)
      .execute();
  }
  return user;
}

export interface SessionRow {
  id: number;
  client: string | null;
  address: string | null;
  createdAt: string;
  lastUsedAt: string;
}

/** The user's live sessions, most recently used first. */
export async function liveSessionsOf(db: Kysely<DB>, userId: number): Promise<SessionRow[]> {
  const now = new Date();
  return db
    .selectFrom('session')
    .select(['id', 'client', 'address', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .where('last_used_at', '>', idleCutoff(now))
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function revokeSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('session').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends one session of a user; answers whether there was one to end. */
export async function revokeUserSession(
  db: Kysely<DB>,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const [result] = await db
    .deleteFrom('session')
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .execute();
  return Number(result?.numDeletedRows ?? 0) > 0;
}

/** Ends every session of a user, or every one but the session making the change; answers how many. */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: number,
  { except }: { except?: number } = {},
): Promise<number> {
  let query = db.deleteFrom('session').where('user_id', '=', userId);
  if (except !== undefined) query = query.where('id', '!=', except);
  const [result] = await query.execute();
  return Number(result?.numDeletedRows ?? 0);
}

/** Ends the sessions past their absolute end or unused too long; answers how many. */
export async function deleteDeadSessions(db: Kysely<DB>, now: Date): Promise<number> {
  const [result] = await db
    .deleteFrom('session')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now.toISOString()), eb('last_used_at', '<=', idleCutoff(now))]),
    )
    .execute();
  return Number(result?.numDeletedRows ?? 0);
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
