import type { GridDirection } from '@citybook/contract';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { containing } from '../lib/like-pattern.ts';

/*
 * The console's grids (OPERATOR-9), whichever module owns their table: filtered, counted, sorted
 * and paged in the database, the same way for each.
 */

/** What a grid query says of its page: which one, how long, and in which direction. */
export interface GridSlice {
  readonly page: number;
  readonly pageSize: number;
  readonly direction: GridDirection;
}

/** The rows a grid query skips to reach its page. */
export const offsetOf = (query: Pick<GridSlice, 'page' | 'pageSize'>) =>
  (query.page - 1) * query.pageSize;

/** `lower(column) like '%text%'` for any of the columns: a grid's free-text filter. */
export function textMatch(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = containing(text);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** The rows live (not retired), retired, or all, by the table's `retired_at` column. */
export function whereRetired<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  column: string,
  retired: 'live' | 'retired' | 'all' | undefined,
): SelectQueryBuilder<DB, TB, O> {
  if (retired === 'live') return base.where(sql<SqlBool>`${sql.ref(column)} is null`);
  if (retired === 'retired') return base.where(sql<SqlBool>`${sql.ref(column)} is not null`);
  return base;
}

/**
 * A page of rows in the grid's order: by the chosen sort, then by id in the same direction, so
 * rows of equal value keep their places from one page to the next.
 */
export function inGridOrder<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  sort: Expression<unknown>,
  idColumn: string,
  query: GridSlice,
): SelectQueryBuilder<DB, TB, O> {
  return rows
    .orderBy(sort, query.direction)
    .orderBy(sql.ref(idColumn), query.direction)
    .limit(query.pageSize)
    .offset(offsetOf(query));
}

/**
 * How many rows the filtered query holds, and the rows of its page, read at once: `page` selects
 * and orders from the same filtered query.
 */
export async function countAndPage<DB, TB extends keyof DB, O, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: (base: SelectQueryBuilder<DB, TB, O>) => Promise<Row[]>,
): Promise<{ total: number; rows: Row[] }> {
  const [count, rows] = await Promise.all([
    // PostgreSQL counts in a bigint, which its driver gives as text.
    base
      .select(sql`count(*)`.as('n'))
      .$castTo<{ n: number | string }>()
      .executeTakeFirstOrThrow(),
    page(base),
  ]);
  return { total: Number(count.n), rows };
}
