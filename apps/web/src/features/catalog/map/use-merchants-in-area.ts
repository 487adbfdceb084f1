import type { Category } from '@citybook/contract/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { merchantsInAreaQueryOptions } from './api/merchants-in-area.ts';
import type { MapArea } from './map-area.ts';

/**
 * The server's clusters and merchants for the map's box, of the categories turned on. The last
 * answer stays on the map while the next one comes, so a pan never blanks it.
 */
export function useMerchantsInArea(
  marketId: number,
  area: MapArea | null,
  categories: readonly Category[],
  hiddenCategoryIds: readonly number[],
) {
  const shown = categories
    .map((category) => category.id)
    .filter((id) => !hiddenCategoryIds.includes(id));
  const categoryIds = hiddenCategoryIds.length === 0 ? undefined : shown;
  return useQuery({
    ...merchantsInAreaQueryOptions({
      marketId,
      south: area?.south ?? 0,
      west: area?.west ?? 0,
      north: area?.north ?? 0,
      east: area?.east ?? 0,
      zoom: area?.zoom ?? 0,
      categoryIds,
    }),
    enabled: area !== null && shown.length > 0,
    placeholderData: keepPreviousData,
  });
}
