import type { EditionEditor, EditionGridQuery, EditionGridRow } from '@citybook/contract';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { countAndPage, inGridOrder, textMatch } from '../../../db/grid-query.ts';
import { insertBySlug, updateUnderRevision } from './edited-row-repo.ts';
import { OPEN_END } from '../../../db/edition-open-end.ts';

/** The editions the console edits (OPERATOR-9, OPERATOR-13): its grid and its rows. */

const shownEnd = (validUntil: string) => (validUntil === OPEN_END ? null : validUntil);

export async function readEditionEditor(
  db: Kysely<DB>,
  id: number,
): Promise<EditionEditor | undefined> {
  const row = await db
    .selectFrom('edition')
    .innerJoin('market', 'market.id', 'edition.market_id')
    .selectAll('edition')
    .select([
      'market.title as market_title',
      (eb) =>
        eb
          .selectFrom('offer')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('offer.edition_id', '=', 'edition.id')
          .as('offers'),
      (eb) =>
        eb
          .selectFrom('activation_code')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('activation_code.edition_id', '=', 'edition.id')
          .as('codes'),
    ])
    .where('edition.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      revision: row.revision,
      marketId: row.market_id,
      marketTitle: row.market_title,
      slug: row.slug,
      name: row.name,
      year: row.year,
      onSaleAt: row.on_sale_at,
      validUntil: shownEnd(row.valid_until),
      offers: Number(row.offers ?? 0),
      codes: Number(row.codes ?? 0),
      updatedAt: row.updated_at,
    }
  );
}

export async function editionOfSlug(db: Kysely<DB>, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('edition')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Takes the market's editions for this transaction: PostgreSQL locks the market's row until the
 * commit, so two saves of one market's editions check its years one after the other; SQLite
 * writes one transaction at a time already. Answers whether the market exists and is live.
 */
export async function lockMarketEditions(trx: Transaction<DB>, marketId: number): Promise<boolean> {
  const query = trx.selectFrom('market').select('retired_at').where('id', '=', marketId);
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const row = await (postgres ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined && row.retired_at === null;
}

/** Another edition of the market and year than `except`, if there is one. */
export async function editionOfYear(
  db: Kysely<DB>,
  marketId: number,
  year: number,
  except?: number,
): Promise<number | undefined> {
  let query = db
    .selectFrom('edition')
    .select('id')
    .where('market_id', '=', marketId)
    .where('year', '=', year);
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst())?.id;
}

export async function insertEdition(
  trx: Transaction<DB>,
  columns: Record<string, unknown>,
): Promise<number | undefined> {
  return insertBySlug(trx, 'edition', columns);
}

export async function updateEditionRow(
  trx: Transaction<DB>,
  id: number,
  revision: number,
  columns: Record<string, unknown>,
): Promise<boolean> {
  return updateUnderRevision(trx, 'edition', id, revision, columns);
}

const SORT_COLUMNS = {
  year: sql`edition.year`,
  name: sql`lower(edition.name)`,
  onSaleAt: sql`edition.on_sale_at`,
  validUntil: sql`edition.valid_until`,
  id: sql`edition.id`,
};

/** A page of the edition grid: a few per market and year, so one query with their offer counts. */
export async function editionGridPage(
  db: Kysely<DB>,
  query: EditionGridQuery,
): Promise<{ rows: EditionGridRow[]; total: number }> {
  let base = db.selectFrom('edition').innerJoin('market', 'market.id', 'edition.market_id');
  if (query.filter) base = base.where(textMatch(['edition.name', 'edition.slug'], query.filter));
  if (query.marketId !== undefined) base = base.where('edition.market_id', '=', query.marketId);
  if (query.year !== undefined) base = base.where('edition.year', '=', query.year);
  const { total, rows } = await countAndPage(base, (filtered) =>
    inGridOrder(
      filtered.select([
        'edition.id',
        'edition.slug',
        'edition.name',
        'edition.year',
        'edition.market_id',
        'market.title as market_title',
        'edition.on_sale_at',
        'edition.valid_until',
        (eb) =>
          eb
            .selectFrom('offer')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('offer.edition_id', '=', 'edition.id')
            .as('offers'),
      ]),
      SORT_COLUMNS[query.sort],
      'edition.id',
      query,
    ).execute(),
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      year: row.year,
      marketId: row.market_id,
      marketTitle: row.market_title,
      onSaleAt: row.on_sale_at,
      validUntil: shownEnd(row.valid_until),
      offers: Number(row.offers ?? 0),
    })),
  };
}
