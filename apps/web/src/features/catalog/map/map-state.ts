import * as z from 'zod/mini';
import { readSessionCache, writeSessionCache } from '../../../lib/session-cache.ts';

/** Spec §3 page state of the map, kept for the browsing session (spec §9 "map state"). */
const STORAGE_KEY = 'map-state';

const mapStateSchema = z.object({
  /** A state belongs to one market: after changing market the map starts afresh. */
  marketId: z.int(),
  center: z.object({
    latitude: z.number().check(z.minimum(-90), z.maximum(90)),
    longitude: z.number(),
  }),
  zoom: z.number(),
  /** Categories turned off in the category menu; any other (or new) category is shown. */
  hiddenCategoryIds: z.array(z.int()),
  showList: z.boolean(),
  scrollTop: z.number().check(z.minimum(0)),
});
export type MapState = z.infer<typeof mapStateSchema>;

export interface MapViewport {
  center: MapState['center'];
  zoom: number;
}

export function initialMapState(marketId: number, viewport: MapViewport): MapState {
  return { marketId, ...viewport, hiddenCategoryIds: [], showList: false, scrollTop: 0 };
}

/** The state saved when the user last left the map of this market, if any. */
export function readMapState(marketId: number): MapState | undefined {
  const saved = readSessionCache(STORAGE_KEY, mapStateSchema, Number.POSITIVE_INFINITY)?.value;
  return saved?.marketId === marketId ? saved : undefined;
}

export function saveMapState(state: MapState): void {
  writeSessionCache(STORAGE_KEY, state);
}
