import { sql, type Insertable, type Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.ts';

const CHUNK = 200;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

type SlugTable =
  'market' | 'category' | 'edition' | 'franchisor' | 'merchant' | 'offer' | 'mobile_ad';

/** The tables the console edits, whose rows carry a revision (OPERATOR-10). */
const EDITED: ReadonlySet<SlugTable> = new Set([
  'market',
  'category',
  'edition',
  'franchisor',
  'merchant',
  'mobile_ad',
  'offer',
]);

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

/**
 * MERCHANT-12: the merchants of these slugs leave the book: retired now, unless they were already
 * (then they keep their date). The upsert before it moved their revision on.
 */
export async function retireMerchantsBySlug(
  trx: Transaction<DB>,
  slugs: readonly string[],
  now: string,
): Promise<void> {
  for (const part of chunks([...slugs])) {
    await trx
      .updateTable('merchant')
      .set({ retired_at: now })
      .where('slug', 'in', part)
      .where('retired_at', 'is', null)
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

/** merchant id → its category and market, for the given merchants. */
export async function placesOfMerchants(
  trx: Transaction<DB>,
  merchantIds: Iterable<number>,
): Promise<Map<number, { categoryId: number; marketId: number }>> {
  const places = new Map<number, { categoryId: number; marketId: number }>();
  for (const part of chunks([...merchantIds])) {
    const rows = await trx
      .selectFrom('merchant')
      .select(['id', 'category_id', 'market_id'])
      .where('id', 'in', part)
      .execute();
    for (const row of rows)
      places.set(row.id, { categoryId: row.category_id, marketId: row.market_id });
  }
  return places;
}

/** The editions of the given markets, with their markets' slug and title. */
export async function editionsOfMarkets(trx: Transaction<DB>, marketIds: Iterable<number>) {
  const ids = [...new Set(marketIds)];
  if (ids.length === 0) return [];
  return trx
    .selectFrom('edition')
    .innerJoin('market', 'market.id', 'edition.market_id')
    .select([
      'edition.id',
      'edition.slug',
      'edition.market_id',
      'edition.year',
      'edition.valid_until',
      'market.slug as market_slug',
      'market.title as market_title',
    ])
    .where('edition.market_id', 'in', ids)
    .execute();
}

/** The slug and title of the given markets. */
export async function marketNames(trx: Transaction<DB>, marketIds: Iterable<number>) {
  const ids = [...new Set(marketIds)];
  if (ids.length === 0) return [];
  return trx.selectFrom('market').select(['id', 'slug', 'title']).where('id', 'in', ids).execute();
}

/** slug → the edition's id and market, for the slugs offers name. */
export async function editionsBySlug(
  trx: Transaction<DB>,
  slugs: Iterable<string>,
): Promise<Map<string, { id: number; marketId: number }>> {
  const found = new Map<string, { id: number; marketId: number }>();
  for (const part of chunks([...new Set(slugs)])) {
    const rows = await trx
      .selectFrom('edition')
      .select(['id', 'slug', 'market_id'])
      .where('slug', 'in', part)
      .execute();
    for (const row of rows) found.set(row.slug, { id: row.id, marketId: row.market_id });
  }
  return found;
}

/** Whether an edition has this slug already. */
export async function editionSlugTaken(trx: Transaction<DB>, slug: string): Promise<boolean> {
  const row = await trx
    .selectFrom('edition')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEdition(
  trx: Transaction<DB>,
  row: Insertable<DB['edition']>,
): Promise<number> {
  const { id } = await trx
    .insertInto('edition')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
