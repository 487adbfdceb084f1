import type { OfferEditor, OfferGridQuery, OfferGridRow } from '@citybook/contract';
import {
  sql,
  type Compilable,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { countAndPage, inGridOrder, offsetOf, textMatch } from '../../../../db/grid-query.ts';
import { inPageOrder } from './grid-repo.ts';

/** The console's offer editor and grid (OPERATOR-9, OPERATOR-10): the only SQL they run. */

/** The editor's data of one offer as stored (its rules as their JSON text). */
export type StoredOfferEditor = Omit<OfferEditor, 'rules'> & { rules: string | null };

/** The editor's data of one offer, with its merchant and how often members redeemed it. */
export async function findOfferEditor(
  db: Kysely<DB>,
  id: number,
): Promise<StoredOfferEditor | undefined> {
  const row = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .selectAll('offer')
    .select([
      'merchant.title as merchant_title',
      'merchant.market_id',
      (eb) =>
        eb
          .selectFrom('redemption')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('redemption.offer_id', '=', 'offer.id')
          .as('redemptions'),
    ])
    .where('offer.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      revision: row.revision,
      retiredAt: row.retired_at,
      slug: row.slug,
      merchantId: row.merchant_id,
      merchantTitle: row.merchant_title,
      marketId: row.market_id,
      categoryId: row.category_id,
      editionId: row.edition_id,
      title: row.title,
      exclusion: row.exclusion,
      redemptionDataTypeCode: row.redemption_data_type_code,
      redemptionData: row.redemption_data,
      savings: row.savings_cents / 100,
      sortOrder: row.sort_order,
      rules: row.rules,
      redemptions: Number(row.redemptions ?? 0),
      updatedAt: row.updated_at,
    }
  );
}

/** A merchant as an offer of it needs it: its market, its category, and whether it is live. */
export async function offerMerchant(
  db: Kysely<DB>,
  merchantId: number,
): Promise<{ marketId: number; categoryId: number; live: boolean } | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select(['market_id', 'category_id', 'retired_at'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return (
    row && { marketId: row.market_id, categoryId: row.category_id, live: row.retired_at === null }
  );
}

/** The market of an edition; undefined when there is no such edition. */
export async function marketOfEdition(
  db: Kysely<DB>,
  editionId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('edition')
    .select('market_id')
    .where('id', '=', editionId)
    .executeTakeFirst();
  return row?.market_id;
}

/** The grid's filters, on the offer rows alone (a market is its merchants'). */
function filtersOf(query: OfferGridQuery): RawBuilder<SqlBool> {
  const conditions: Expression<unknown>[] = [];
  if (query.filter) conditions.push(textMatch(['offer.title'], query.filter));
  if (query.merchantId !== undefined) conditions.push(sql`offer.merchant_id = ${query.merchantId}`);
  if (query.marketId !== undefined)
    conditions.push(
      sql`offer.merchant_id in (select m.id from merchant m where m.market_id = ${query.marketId})`,
    );
  if (query.editionId !== undefined) conditions.push(sql`offer.edition_id = ${query.editionId}`);
  if (query.retired === 'live') conditions.push(sql`offer.retired_at is null`);
  if (query.retired === 'retired') conditions.push(sql`offer.retired_at is not null`);
  return conditions.length === 0
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

const SORTS = {
  title: sql`lower(offer.title)`,
  savings: sql`offer.savings_cents`,
  updatedAt: sql`offer.updated_at`,
  id: sql`offer.id`,
};

/**
 * The query of the page's ids, in its order: along an index of the offers, or of the merchants'
 * names (catalog-indexes.test.ts reads its plans).
 */
export function offerGridIdsQuery(
  db: Kysely<DB>,
  query: OfferGridQuery,
): Compilable & { execute(): Promise<{ id: number }[]> } {
  const where = filtersOf(query);
  return query.sort === 'merchant'
    ? db
        .selectFrom('offer')
        .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
        .select('offer.id')
        .where(where)
        .orderBy(sql`lower(merchant.title)`, query.direction)
        .orderBy('merchant.id', query.direction)
        .orderBy('offer.id', query.direction)
        .limit(query.pageSize)
        .offset(offsetOf(query))
    : inGridOrder(
        db.selectFrom('offer').select('offer.id').where(where),
        SORTS[query.sort],
        'offer.id',
        query,
      );
}

/**
 * A page of the offer grid. At some 500,000 offers the page's ids are found on the offer rows
 * alone (joined to the merchants only to sort by their names), ordered along an index of
 * migration 0031, and only those 25 to 100 rows are then joined to their merchant and edition.
 */
export async function offerGridPage(
  db: Kysely<DB>,
  query: OfferGridQuery,
): Promise<{ rows: OfferGridRow[]; total: number }> {
  const { total, rows: page } = await countAndPage(
    db.selectFrom('offer').where(filtersOf(query)),
    () => offerGridIdsQuery(db, query).execute(),
  );
  const ids = page.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await db
          .selectFrom('offer')
          .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
          .leftJoin('edition', 'edition.id', 'offer.edition_id')
          .select([
            'offer.id',
            'offer.slug',
            'offer.title',
            'offer.merchant_id',
            'merchant.title as merchant_title',
            'merchant.market_id',
            'offer.edition_id',
            'edition.name as edition_name',
            'offer.savings_cents',
            'offer.retired_at',
            'offer.updated_at',
          ])
          .where('offer.id', 'in', ids)
          .execute();
  const rows = inPageOrder(ids, found);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      merchantId: row.merchant_id,
      merchantTitle: row.merchant_title,
      marketId: row.market_id,
      editionId: row.edition_id,
      editionName: row.edition_name,
      savings: row.savings_cents / 100,
      retired: row.retired_at !== null,
      updatedAt: row.updated_at,
    })),
  };
}
