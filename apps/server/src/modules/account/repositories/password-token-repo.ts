import { PASSWORD_TOKEN_TTL_MINUTES } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { hashToken, newSecretToken } from '../../../lib/tokens.ts';

export type PasswordTokenPurpose = 'reset' | 'set';

/** A single-use token for the reset or set-password page; only its hash is stored. */
export async function issuePasswordToken(
  db: Kysely<DB>,
  userId: number,
  purpose: PasswordTokenPurpose,
): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  await db
    .insertInto('password_token')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MINUTES * 60_000).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used or expired.
 * One conditional UPDATE: two requests with the same token cannot both win.
 */
export async function consumePasswordToken(db: Kysely<DB>, token: string): Promise<number | null> {
  const now = nowIso();
  const row = await db
    .updateTable('password_token')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Ends every reset and set-password token of the user: after a password change or reset, a link
 * mailed before (or copied from the outbox) must not set the password again.
 */
export async function endPasswordTokens(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('password_token').where('user_id', '=', userId).execute();
}

/** Deletes the tokens that can no longer be used (used or expired); answers how many. */
export async function deleteDeadPasswordTokens(db: Kysely<DB>, now: Date): Promise<number> {
  const [result] = await db
    .deleteFrom('password_token')
    .where((eb) =>
      eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now.toISOString())]),
    )
    .execute();
  return Number(result?.numDeletedRows ?? 0);
}
