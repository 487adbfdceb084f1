import { useTouchSwipe } from '../../lib/use-touch-swipe.ts';

/** A horizontal swipe towards the start edge this far closes the side menu (APP-6). */
const SWIPE_DISTANCE_PX = 50;

export function useSwipeToClose(close: () => void) {
  return useTouchSwipe((from, to) => {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    if (dx <= -SWIPE_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) close();
  });
}
