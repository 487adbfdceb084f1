import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * The market module's tables the console edits, each keyed by its slug, with a revision
 * (OPERATOR-10, OPERATOR-13). The table is chosen at run time, which Kysely's static types cannot
 * follow: hence the casts (as in the catalog's edited-row-repo).
 */
export type MarketEditedTable = 'market' | 'edition';

/** Adds a row; undefined when its slug is taken (a save at the same moment took it). */
export async function insertBySlug(
  trx: Transaction<DB>,
  table: MarketEditedTable,
  columns: Record<string, unknown>,
): Promise<number | undefined> {
  const row = await trx
    .insertInto(table as 'edition')
    .values(columns as never)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Writes the columns and moves the revision on, only while the row has `revision`. */
export async function updateUnderRevision(
  trx: Transaction<DB>,
  table: MarketEditedTable,
  id: number,
  revision: number,
  columns: Record<string, unknown>,
): Promise<boolean> {
  const result = await trx
    .updateTable(table as 'edition')
    .set({ ...columns, revision: sql<number>`revision + 1` } as never)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
