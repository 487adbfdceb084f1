import { sql, type Insertable, type Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.ts';

const CHUNK = 200;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

type SlugTable = 'market' | 'category' | 'franchisor' | 'merchant' | 'offer' | 'mobile_ad';

/** The tables the console edits, whose rows carry a revision (OPERATOR-10). */
const EDITED: ReadonlySet<SlugTable> = new Set(['market', 'category', 'franchisor', 'merchant']);

/**
 * Inserts rows, or updates every column but the slug (and `keep`) of rows whose slug exists.
 * The table is chosen at run time, which Kysely's static types cannot follow: hence the casts.
 */
export async function upsertBySlug<T extends SlugTable>(
  trx: Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
  keep: string[] = [],
): Promise<void> {
  for (const part of chunks(rows)) {
    const columns = Object.keys(part[0] ?? {}).filter(
      (key) => key !== 'slug' && !keep.includes(key),
    );
    await trx
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet(
          (eb) =>
            ({
              ...Object.fromEntries(
                columns.map((key) => [key, eb.ref(`excluded.${key}` as never)]),
              ),
              // OPERATOR-10: an import is a change an editor's open form must not overwrite.
              ...(EDITED.has(table) ? { revision: sql`${sql.ref(`${table}.revision`)} + 1` } : {}),
            }) as never,
        ),
      )
      .execute();
  }
}

/** slug → id for the given table, for the slugs that rows refer to. */
export async function idsBySlug(
  trx: Transaction<DB>,
  table: 'market' | 'category' | 'franchisor' | 'merchant',
  slugs: Iterable<string>,
): Promise<Map<string, number>> {
  const wanted = [...new Set(slugs)];
  const found = new Map<string, number>();
  for (const part of chunks(wanted)) {
    const rows = await trx
      .selectFrom(table)
      .select(['id', 'slug'])
      .where('slug', 'in', part)
      .execute();
    for (const row of rows) found.set(row.slug, row.id);
  }
  return found;
}

/** merchant id → its category id, for the given merchants. */
export async function categoriesOfMerchants(
  trx: Transaction<DB>,
  merchantIds: Iterable<number>,
): Promise<Map<number, number>> {
  const categories = new Map<number, number>();
  for (const part of chunks([...merchantIds])) {
    const rows = await trx
      .selectFrom('merchant')
      .select(['id', 'category_id'])
      .where('id', 'in', part)
      .execute();
    for (const row of rows) categories.set(row.id, row.category_id);
  }
  return categories;
}
