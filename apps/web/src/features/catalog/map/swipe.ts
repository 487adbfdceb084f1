import type { Point } from '../../../lib/use-touch-swipe.ts';

/** A vertical move at least this long on the list handle shows or hides the list. */
export const SWIPE_DISTANCE_PX = 40;

/** Which way a touch moved, if it was a clear vertical swipe. */
export function verticalSwipe(from: Point, to: Point): 'up' | 'down' | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dy) < SWIPE_DISTANCE_PX || Math.abs(dy) <= Math.abs(dx)) return null;
  return dy < 0 ? 'up' : 'down';
}
