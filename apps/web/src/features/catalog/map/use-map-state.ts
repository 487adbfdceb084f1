import { useCallback, useRef, useState } from 'react';
import { withCategoryShown } from './category-filter.ts';
import { initialMapState, readMapState, saveMapState } from './map-state.ts';
import type { MapState, MapViewport } from './map-state.ts';

/**
 * The map's page state (CATALOG-16): restored from the session when the page mounts again, saved on
 * every change so that leaving the page any way keeps it.
 */
export function useMapState(marketId: number, startView: MapViewport) {
  const [restored] = useState(() => readMapState(marketId) ?? initialMapState(marketId, startView));
  const latest = useRef(restored);
  const [hiddenCategoryIds, setHiddenCategoryIds] = useState(restored.hiddenCategoryIds);
  const [showList, setShowList] = useState(restored.showList);

  const save = useCallback((change: Partial<MapState>) => {
    latest.current = { ...latest.current, ...change };
    saveMapState(latest.current);
  }, []);

  return {
    /** Where the page starts: the saved view and list scroll, or the start view. */
    restored,
    hiddenCategoryIds,
    showList,
    setCategoryShown: (categoryId: number, shown: boolean) => {
      const next = withCategoryShown(hiddenCategoryIds, categoryId, shown);
      setHiddenCategoryIds(next);
      save({ hiddenCategoryIds: next });
    },
    /** Turns every one of `categoryIds` on, or off. */
    setAllShown: (categoryIds: readonly number[], shown: boolean) => {
      const next = shown ? [] : [...categoryIds];
      setHiddenCategoryIds(next);
      save({ hiddenCategoryIds: next });
    },
    setShowList: (show: boolean) => {
      setShowList(show);
      save({ showList: show });
    },
    saveView: useCallback(
      (view: MapViewport) => {
        save(view);
      },
      [save],
    ),
    saveScrollTop: useCallback(
      (scrollTop: number) => {
        save({ scrollTop });
      },
      [save],
    ),
  };
}
