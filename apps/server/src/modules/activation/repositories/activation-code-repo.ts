import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ActivationCodeTable, DB } from '../../../db/schema.ts';

export type ActivationCodeRow = Selectable<ActivationCodeTable>;

/** A printed code with the dates it goes by: its edition's (OPERATOR-13), else its own. */
export interface DatedActivationCode {
  id: number;
  code: string;
  /** The last moment it can be activated. */
  activatable_until: string;
  /** The end of the activation it gives, unless its batch gives days from the activation. */
  offers_valid_to: string;
  /** OPERATOR-15: how many days from its activation the activation lasts; null: until the end above. */
  activation_days: number | null;
  /** OPERATOR-17: when it was withdrawn, alone or with its batch; null: it was not. */
  withdrawn_at: string | null;
}

/** The printed code, as stored (normalized: no dashes, upper case), with its edition's dates. */
export async function findActivationCode(
  db: Kysely<DB>,
  code: string,
): Promise<DatedActivationCode | undefined> {
  return db
    .selectFrom('activation_code')
    .leftJoin('edition', 'edition.id', 'activation_code.edition_id')
    .leftJoin('code_batch', 'code_batch.batch', 'activation_code.batch')
    .select((eb) => [
      'activation_code.id',
      'activation_code.code',
      eb.fn.coalesce('edition.valid_until', 'activation_code.expires_at').as('activatable_until'),
      eb.fn
        .coalesce('edition.valid_until', 'activation_code.offers_valid_to')
        .as('offers_valid_to'),
      'code_batch.activation_days',
      eb.fn.coalesce('activation_code.voided_at', 'code_batch.voided_at').as('withdrawn_at'),
    ])
    .where('activation_code.code', '=', code)
    .executeTakeFirst();
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
    .leftJoin('edition', 'edition.id', 'activation_code.edition_id')
    .select((eb) => [
      'activation_code.code',
      'activation_code.batch',
      'edition.slug as edition',
      eb.fn.coalesce('edition.valid_until', 'activation_code.expires_at').as('expires_at'),
      'activation_voucher.created_at as used_at',
    ])
    .orderBy('activation_code.id');
  if (batch) query = query.where('activation_code.batch', '=', batch);
  return query.execute();
}
