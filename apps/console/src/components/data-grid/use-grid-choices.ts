import type { Endpoint, ResponseOf } from '@citybook/contract/endpoint';
import { GRID_PAGE_SIZES } from '@citybook/contract/grid';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

// A publisher has a handful of markets and a few dozen categories and franchises: the grid's
// largest page holds them all, sorted by name, retired ones included (a row may still name one).
const ALL = {
  page: 1,
  pageSize: GRID_PAGE_SIZES.at(-1)!,
  sort: 'title',
  direction: 'asc',
  retired: 'all',
} as const;

/**
 * Every row of a short grid (markets, categories, franchises), for a filter's or a form's choices.
 * Its key starts with the grid endpoint's name, so a save that reloads the grid reloads it too.
 */
export function useGridChoices<E extends Endpoint & { query: object }>(endpoint: E) {
  return useQuery({
    queryKey: [endpoint.name, 'choices'],
    queryFn: ({ signal }) =>
      (callApi as (e: Endpoint, input: object) => Promise<ResponseOf<E>>)(endpoint, {
        query: ALL,
        signal,
      }),
  });
}
