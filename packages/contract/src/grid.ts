import * as z from 'zod/mini';

/**
 * The console's grids (OPERATOR-9): the server sorts, filters and pages, so a grid stays fast
 * with a hundred thousand rows. Every grid endpoint takes `gridQuerySchema(its sortable columns)`
 * (merged with filters of its own) and answers `gridPageSchema(its row)`.
 */
export const GRID_PAGE_SIZES = [25, 50, 100] as const;
export const GRID_DEFAULT_PAGE_SIZE = 25;
/** Longest free-text filter a grid takes. */
export const GRID_FILTER_MAX = 100;

/** The query of a grid whose rows can be ordered by `sortable` (the first is the default). */
export function gridQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    /** 1-based. */
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
    pageSize: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(GRID_PAGE_SIZES.at(-1)!)),
      GRID_DEFAULT_PAGE_SIZE,
    ),
    sort: z._default(z.enum(sortable), sortable[0]),
    direction: z._default(z.enum(['asc', 'desc']), 'asc'),
    /** Free text matched against the grid's own text columns (names, e-mails). */
    filter: z.optional(z.string().check(z.trim(), z.maxLength(GRID_FILTER_MAX))),
  });
}

/** One page of a grid: its rows and the count of all rows that match. */
export function gridPageSchema<Row extends z.core.$ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

export type GridDirection = 'asc' | 'desc';
