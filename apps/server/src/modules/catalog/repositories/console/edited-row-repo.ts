import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.ts';

/** The catalogue tables the console edits, each keyed by its slug, with a revision (OPERATOR-10). */
export type EditedTable = 'category' | 'franchisor' | 'merchant' | 'mobile_ad' | 'offer';

/*
 * The table is chosen at run time, which Kysely's static types cannot follow: hence the casts
 * (as in the import's upsertBySlug).
 */

export async function idOfSlug(
  db: Kysely<DB>,
  table: EditedTable,
  slug: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table as 'category')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

/** Adds a row; undefined when its slug is taken (a save at the same moment took it). */
export async function insertEdited(
  trx: Transaction<DB>,
  table: EditedTable,
  columns: Record<string, unknown>,
): Promise<number | undefined> {
  const row = await trx
    .insertInto(table as 'franchisor')
    .values(columns as never)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Writes the columns and moves the revision on, only while the row has `revision`. */
export async function updateEdited(
  trx: Transaction<DB>,
  table: EditedTable,
  id: number,
  revision: number,
  columns: Record<string, unknown>,
): Promise<boolean> {
  const result = await trx
    .updateTable(table as 'franchisor')
    .set({ ...columns, revision: sql<number>`revision + 1` } as never)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many merchants members see of a market, category or franchise. */
export async function liveMerchantsOf(
  db: Kysely<DB>,
  column: 'market_id' | 'category_id' | 'franchisor_id',
  id: number,
): Promise<number> {
  const row = await db
    .selectFrom('merchant')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a market, category, franchise or merchant exists and is not retired. */
export async function isLive(
  db: Kysely<DB>,
  table: 'market' | 'category' | 'franchisor' | 'merchant',
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table as 'category')
    .select('id')
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
