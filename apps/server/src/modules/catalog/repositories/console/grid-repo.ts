import type {
  CategoryGridQuery,
  CategoryGridRow,
  FranchisorGridQuery,
  FranchisorGridRow,
  MerchantGridQuery,
  MerchantGridRow,
} from '@citybook/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { countAndPage, inGridOrder, textMatch, whereRetired } from '../../../../db/grid-query.ts';

/** The catalogue's console grids (OPERATOR-9): filtered, sorted and paged here. */

interface Paged<Row> {
  rows: Row[];
  total: number;
}

/** The rows of a page in the order of its ids; a row gone between the two reads is left out. */
export function inPageOrder<Row extends { id: number }>(ids: number[], found: Row[]): Row[] {
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

const liveMerchantCount = (column: 'category_id' | 'franchisor_id', owner: string) =>
  sql<number>`(select count(*) from merchant m where m.${sql.raw(column)} = ${sql.ref(owner)} and m.retired_at is null)`;

export async function categoryGridPage(
  db: Kysely<DB>,
  query: CategoryGridQuery,
): Promise<Paged<CategoryGridRow>> {
  let base = db.selectFrom('category');
  if (query.filter) base = base.where(textMatch(['category.title', 'category.slug'], query.filter));
  base = whereRetired(base, 'category.retired_at', query.retired);
  const sort = {
    sortOrder: sql`category.sort_order`,
    title: sql`lower(category.title)`,
    slug: sql`category.slug`,
    id: sql`category.id`,
  };
  const { total, rows } = await countAndPage(base, (filtered) =>
    inGridOrder(
      filtered
        .selectAll('category')
        .select(liveMerchantCount('category_id', 'category.id').as('live_merchants')),
      sort[query.sort],
      'category.id',
      query,
    ).execute(),
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      icon: row.icon,
      sortOrder: row.sort_order,
      liveMerchants: Number(row.live_merchants),
      retired: row.retired_at !== null,
    })),
  };
}

export async function franchisorGridPage(
  db: Kysely<DB>,
  query: FranchisorGridQuery,
): Promise<Paged<FranchisorGridRow>> {
  let base = db.selectFrom('franchisor');
  if (query.filter)
    base = base.where(textMatch(['franchisor.title', 'franchisor.slug'], query.filter));
  base = whereRetired(base, 'franchisor.retired_at', query.retired);
  const sort = {
    title: sql`lower(franchisor.title)`,
    slug: sql`franchisor.slug`,
    id: sql`franchisor.id`,
  };
  const { total, rows } = await countAndPage(base, (filtered) =>
    inGridOrder(
      filtered
        .selectAll('franchisor')
        .select(liveMerchantCount('franchisor_id', 'franchisor.id').as('live_merchants')),
      sort[query.sort],
      'franchisor.id',
      query,
    ).execute(),
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      liveMerchants: Number(row.live_merchants),
      retired: row.retired_at !== null,
    })),
  };
}

/**
 * A page of the merchant grid. At 100,000 merchants (bench/console-grid.ts): the page's ids are
 * found on the narrow merchant rows alone, ordered along an index (title, or market and title),
 * and only those 25 to 100 rows are then joined to their market and category.
 */
export async function merchantGridPage(
  db: Kysely<DB>,
  query: MerchantGridQuery,
): Promise<Paged<MerchantGridRow>> {
  let base = db.selectFrom('merchant');
  // A part of the name: what the indexes of migration 0027 find fast at 100,000 merchants.
  if (query.filter) base = base.where(textMatch(['merchant.title'], query.filter));
  if (query.marketId !== undefined) base = base.where('merchant.market_id', '=', query.marketId);
  if (query.categoryId !== undefined)
    base = base.where('merchant.category_id', '=', query.categoryId);
  if (query.franchisorId !== undefined)
    base = base.where('merchant.franchisor_id', '=', query.franchisorId);
  base = whereRetired(base, 'merchant.retired_at', query.retired);
  // Names in reading order, case ignored (the indexes of migration 0027 hold lower(title)).
  const sort = {
    title: sql`lower(merchant.title)`,
    city: sql`lower(merchant.city)`,
    updatedAt: sql`merchant.updated_at`,
    id: sql`merchant.id`,
  };
  const { total, rows: page } = await countAndPage(base, (filtered) =>
    inGridOrder(filtered.select('merchant.id'), sort[query.sort], 'merchant.id', query).execute(),
  );
  const ids = page.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await db
          .selectFrom('merchant')
          .innerJoin('market', 'market.id', 'merchant.market_id')
          .innerJoin('category', 'category.id', 'merchant.category_id')
          .select([
            'merchant.id',
            'merchant.slug',
            'merchant.title',
            'merchant.market_id',
            'market.title as market_title',
            'merchant.category_id',
            'category.title as category_title',
            'merchant.franchisor_id',
            'merchant.address1',
            'merchant.city',
            'merchant.state',
            'merchant.retired_at',
            'merchant.updated_at',
          ])
          .where('merchant.id', 'in', ids)
          .execute();
  const rows = inPageOrder(ids, found);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      marketId: row.market_id,
      marketTitle: row.market_title,
      categoryId: row.category_id,
      categoryTitle: row.category_title,
      franchisorId: row.franchisor_id,
      address1: row.address1,
      city: row.city,
      state: row.state,
      retired: row.retired_at !== null,
      updatedAt: row.updated_at,
    })),
  };
}
