import { PostgresAdapter, sql, type Insertable, type Kysely, type Selectable } from 'kysely';
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

/** What the codes of one batch share: everything but the code. */
export type SharedCodeColumns = Omit<Insertable<ActivationCodeTable>, 'code'> & {
  batch: string;
  market_id: number | null;
  edition_id: number | null;
};

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Inserts the codes that are new and answers how many were; one that exists already is left out.
 * PostgreSQL gets the codes as one array parameter (`unnest`) and the shared columns once: a
 * thousand rows of values (a statement of 9,000 parameters, its syntax tree, the rows returned)
 * lived across each round trip long enough to be promoted to V8's old generation, which grew by
 * 0.27 MB a chunk until a full collection, though nothing stayed reachable (ADR 0042, second
 * amendment). SQLite answers in the same turn of the event loop, where that garbage dies young.
 */
export async function insertNewActivationCodes(
  db: Kysely<DB>,
  codes: string[],
  shared: SharedCodeColumns,
): Promise<number> {
  if (isPostgres(db)) {
    const result = await db
      .insertInto('activation_code')
      .columns([
        'code',
        'batch',
        'market_id',
        'edition_id',
        'expires_at',
        'offers_valid_to',
        'created_at',
      ])
      .expression(
        sql`select drawn.code, ${shared.batch}::text, ${shared.market_id}::integer, ${shared.edition_id}::integer, ${shared.expires_at}::text, ${shared.offers_valid_to}::text, ${shared.created_at}::text from unnest(${codes}::text[]) as drawn(code)`,
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const inserted = await db
    .insertInto('activation_code')
    .values(
      codes.map((code) => ({
        code,
        batch: shared.batch,
        market_id: shared.market_id,
        edition_id: shared.edition_id,
        expires_at: shared.expires_at,
        offers_valid_to: shared.offers_valid_to,
        created_at: shared.created_at,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return inserted.length;
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
