import { useRef } from 'react';
import type { TouchEvent } from 'react';

/** A point on the screen, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Touch handlers telling, once the touch ends, where it started and where it ended. */
export function useTouchSwipe(onSwipe: (from: Point, to: Point) => void) {
  const start = useRef<Point | null>(null);
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
      onSwipe(from, { x: touch.clientX, y: touch.clientY });
    },
  };
}
