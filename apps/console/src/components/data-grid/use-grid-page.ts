import type { Endpoint, ResponseOf, UrlParts } from '@citybook/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

/**
 * One page of a grid endpoint for the query in the address. The page on screen stays while the
 * next one loads, so sorting or paging never flashes an empty table.
 */
export function useGridPage<E extends Endpoint & { query: object }>(endpoint: E, query: object) {
  return useQuery({
    queryKey: [endpoint.name, query],
    queryFn: ({ signal }) =>
      (callApi as (e: Endpoint, input: object) => Promise<ResponseOf<E>>)(endpoint, {
        query: query as UrlParts<E>['query'],
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
