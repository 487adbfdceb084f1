import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export function unusedRecoveryCodes(
  db: Kysely<DB>,
  staffId: number,
): Promise<{ id: number; code_hash: string }[]> {
  return db
    .selectFrom('staff_recovery_code')
    .select(['id', 'code_hash'])
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function countUnusedRecoveryCodes(db: Kysely<DB>, staffId: number): Promise<number> {
  const { count } = await db
    .selectFrom('staff_recovery_code')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Replaces the account's set (none: the codes are removed). */
export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  staffId: number,
  codeHashes: readonly string[],
): Promise<void> {
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  if (codeHashes.length > 0)
    await db
      .insertInto('staff_recovery_code')
      .values(codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
      .execute();
}

/** Uses a code up; false when a racing request used it first. */
export async function useRecoveryCode(db: Kysely<DB>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
