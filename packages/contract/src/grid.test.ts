import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gridQuerySchema } from './grid.ts';

const query = gridQuerySchema(['name', 'createdAt']);

describe('OPERATOR-9 grid query', () => {
  it('defaults to the first page, 25 rows, the first sortable column ascending', () => {
    expect(z.parse(query, {})).toEqual({ page: 1, pageSize: 25, sort: 'name', direction: 'asc' });
  });

  it('reads a query string and trims the filter', () => {
    expect(
      z.parse(query, {
        page: '3',
        pageSize: '100',
        sort: 'createdAt',
        direction: 'desc',
        filter: '  pizza ',
      }),
    ).toEqual({ page: 3, pageSize: 100, sort: 'createdAt', direction: 'desc', filter: 'pizza' });
  });

  it('refuses an unknown column, a page below one and a page bigger than 100 rows', () => {
    expect(z.safeParse(query, { sort: 'password' }).success).toBe(false);
    expect(z.safeParse(query, { page: '0' }).success).toBe(false);
    expect(z.safeParse(query, { pageSize: '101' }).success).toBe(false);
  });
});
