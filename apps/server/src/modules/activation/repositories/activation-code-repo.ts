import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ActivationCodeTable, DB } from '../../../db/schema.ts';

export type ActivationCodeRow = Selectable<ActivationCodeTable>;

/** The printed code, as stored (normalized: no dashes, upper case). */
export async function findActivationCode(
  db: Kysely<DB>,
  code: string,
): Promise<ActivationCodeRow | undefined> {
  return db.selectFrom('activation_code').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Inserts the codes that are new and answers them; one that exists already is left out. */
export async function insertNewActivationCodes(
  db: Kysely<DB>,
  rows: Insertable<ActivationCodeTable>[],
): Promise<string[]> {
  const inserted = await db
    .insertInto('activation_code')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return inserted.map((row) => row.code);
}

/** Codes of a batch (or all), oldest first, with when each was activated. */
export async function listActivationCodeRows(db: Kysely<DB>, batch?: string) {
  let query = db
    .selectFrom('activation_code')
    .leftJoin('activation_voucher', 'activation_voucher.activation_code_id', 'activation_code.id')
    .select([
      'activation_code.code',
      'activation_code.batch',
      'activation_code.expires_at',
      'activation_voucher.created_at as used_at',
    ])
    .orderBy('activation_code.id');
  if (batch) query = query.where('activation_code.batch', '=', batch);
  return query.execute();
}
