import { readSessionCache, writeSessionCache } from '../../../lib/session-cache.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';
import type { MapState } from '../../../lib/storage/stored-shapes.ts';

/** CATALOG-16 page state of the map, kept for the browsing session (APP-16 "map state"). */
export type { MapState };

export interface MapViewport {
  center: MapState['center'];
  zoom: number;
}

export function initialMapState(marketId: number, viewport: MapViewport): MapState {
  return { marketId, ...viewport, hiddenCategoryIds: [], showList: false, scrollTop: 0 };
}

/** The state saved when the user last left the map of this market, if any. */
export function readMapState(marketId: number): MapState | undefined {
  const saved = readSessionCache(storageKeys.mapState)?.value;
  return saved?.marketId === marketId ? saved : undefined;
}

export function saveMapState(state: MapState): void {
  writeSessionCache(storageKeys.mapState, state);
}
