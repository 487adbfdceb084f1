import type { Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.ts';

/** The tables a catalogue import writes, keyed by slug. */
export type ImportTable =
  'market' | 'category' | 'edition' | 'franchisor' | 'merchant' | 'offer' | 'mobile_ad';

export type StoredRow = Record<string, unknown> & { id: number; slug: string };

const CHUNK = 200;

/**
 * The rows of a table with the given slugs, every column (all of the table when `slugs` is
 * 'all'). The table is chosen at run time, which Kysely's static types cannot follow: hence the
 * casts.
 */
export async function rowsBySlug(
  trx: Transaction<DB>,
  table: ImportTable,
  slugs: readonly string[] | 'all',
): Promise<StoredRow[]> {
  const query = () => trx.selectFrom(table).selectAll();
  if (slugs === 'all') return await query().orderBy('id').execute();
  const wanted = [...new Set(slugs)];
  const rows: StoredRow[] = [];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const part = wanted.slice(i, i + CHUNK);
    rows.push(...((await query().where('slug', 'in', part).execute()) as unknown as StoredRow[]));
  }
  return rows;
}

/** id → slug of the given rows of a table a column refers to. */
export async function slugsById(
  trx: Transaction<DB>,
  table: 'market' | 'category' | 'franchisor' | 'merchant' | 'edition',
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  const found = new Map<number, string>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await trx
      .selectFrom(table as 'market')
      .select(['id', 'slug'])
      .where('id', 'in', wanted.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) found.set(row.id, row.slug);
  }
  return found;
}

/**
 * The catalogue's version, holding its row until the transaction ends: every catalogue write
 * moves it by trigger, so no such write can slip in between a check and the import's writes
 * (PostgreSQL: the row lock; SQLite: the write lock this takes).
 */
export async function lockedCatalogVersion(trx: Transaction<DB>): Promise<number> {
  const row = await trx
    .updateTable('catalog_version')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
