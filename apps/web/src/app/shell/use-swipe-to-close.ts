import { useRef } from 'react';
import type { TouchEvent } from 'react';

/** A horizontal swipe towards the start edge this far closes the side menu (spec §2). */
const SWIPE_DISTANCE_PX = 50;

export function useSwipeToClose(close: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (dx <= -SWIPE_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) close();
    },
  };
}
