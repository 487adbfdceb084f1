import { LoginCode } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { countHit } from '../../../db/rate-limit-hit.ts';
import type { DB } from '../../../db/schema.ts';
import { hashToken } from '../../../lib/tokens.ts';

/** The code's hash is salted with its challenge, which the table keeps only hashed too. */
const codeHashOf = (challenge: string, code: string) => hashToken(`${challenge}:${code}`);

/** Counts one more code mail for the account and answers how many this hour, this one included. */
export async function countLoginCodeMail(db: Kysely<DB>, userId: number): Promise<number> {
  return (await countHit(db, `login-code-mail|${String(userId)}`, 3_600_000)).hits;
}

/** Keeps an offered sign-in code (ACCOUNT-29): hashes only. */
export async function insertLoginCode(
  db: Kysely<DB>,
  offer: { challenge: string; code: string; userId: number; now: Date },
): Promise<void> {
  await db
    .insertInto('login_code')
    .values({
      challenge_hash: hashToken(offer.challenge),
      user_id: offer.userId,
      code_hash: codeHashOf(offer.challenge, offer.code),
      created_at: offer.now.toISOString(),
      expires_at: new Date(offer.now.getTime() + LoginCode.ttlMinutes * 60_000).toISOString(),
    })
    .execute();
}

/**
 * Spends one attempt of the challenge's code and answers its user when the code is right, null
 * otherwise (unknown challenge, used, expired, out of attempts, wrong code). Each step is one
 * conditional UPDATE, so concurrent attempts can neither exceed the limit nor both use the code.
 */
export async function consumeLoginCode(
  db: Kysely<DB>,
  challenge: string,
  code: string,
  now: Date,
): Promise<number | null> {
  const nowIso = now.toISOString();
  const live = await db
    .updateTable('login_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('challenge_hash', '=', hashToken(challenge))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .where('attempts', '<', LoginCode.maxAttempts)
    .returning('user_id')
    .executeTakeFirst();
  if (!live) return null;
  const used = await db
    .updateTable('login_code')
    .set({ used_at: nowIso })
    .where('challenge_hash', '=', hashToken(challenge))
    .where('code_hash', '=', codeHashOf(challenge, code))
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return used?.user_id ?? null;
}

/** Deletes the codes that can no longer be used (used or expired); answers how many. */
export async function deleteDeadLoginCodes(db: Kysely<DB>, now: Date): Promise<number> {
  const [result] = await db
    .deleteFrom('login_code')
    .where((eb) =>
      eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now.toISOString())]),
    )
    .execute();
  return Number(result?.numDeletedRows ?? 0);
}
