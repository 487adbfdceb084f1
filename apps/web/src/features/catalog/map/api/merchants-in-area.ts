import { CatalogApi } from '@citybook/contract/catalog';
import type { InAreaAnswer } from '@citybook/contract/catalog';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import type { MapArea } from '../map-area.ts';

export interface InAreaParams extends MapArea {
  marketId: number;
  /** The categories shown; undefined: all of them. */
  categoryIds?: readonly number[] | undefined;
}

/** What the map shows in its box at its zoom: the server's clusters and single merchants. */
export function merchantsInAreaQueryOptions(params: InAreaParams) {
  const { marketId, south, west, north, east, zoom, categoryIds } = params;
  const categories = categoryIds ? [...categoryIds].sort((a, b) => a - b).join(',') : undefined;
  return queryOptions({
    queryKey: [
      'merchants',
      'inArea',
      marketId,
      south,
      west,
      north,
      east,
      zoom,
      categories,
    ] as const,
    // The signal cancels the question when the map has moved on before the answer came.
    queryFn: ({ signal }): Promise<InAreaAnswer> =>
      callApi(CatalogApi.getMerchantsInArea, {
        query: { marketId, south, west, north, east, zoom, categoryIds: categories },
        signal,
      }),
  });
}
