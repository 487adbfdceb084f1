import type { Category, InAreaAnswer } from '@citybook/contract/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { merchantsInAreaQueryOptions } from './api/merchants-in-area.ts';
import { keepAreaAnswer, keptAreaAnswer } from './kept-area.ts';
import type { MapArea } from './map-area.ts';

/**
 * The server's clusters and merchants for the map's box, of the categories turned on. The last
 * answer stays on the map while the next one comes, so a pan never blanks it. `lastAnswer` is the
 * last one the tab had, even from before a reload: what the map draws when Citybook cannot be
 * reached (issue #32 item 5).
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
  const inArea = useQuery({
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

  const [lastAnswer, setLastAnswer] = useState<InAreaAnswer | undefined>(() =>
    keptAreaAnswer(marketId, categoryIds),
  );
  if (inArea.data !== undefined && inArea.data !== lastAnswer) setLastAnswer(inArea.data);
  // Kept once it is the answer for these categories, not the last one shown while it comes.
  const categoriesKey = categoryIds?.join(',');
  const fresh = inArea.isPlaceholderData ? undefined : inArea.data;
  useEffect(() => {
    if (fresh) keepAreaAnswer(marketId, categoriesKey?.split(',').map(Number), fresh);
  }, [marketId, categoriesKey, fresh]);
  return { inArea, lastAnswer };
}
