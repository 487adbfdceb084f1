import { useRef } from 'react';
import type { TouchEvent } from 'react';
import { verticalSwipe } from './swipe.ts';
import type { Point } from './swipe.ts';

/** Touch handlers calling back on a swipe up or down (spec: swipe shows or hides the list). */
export function useVerticalSwipe(onSwipe: (direction: 'up' | 'down') => void) {
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
      const direction = verticalSwipe(from, { x: touch.clientX, y: touch.clientY });
      if (direction) onSwipe(direction);
    },
  };
}
