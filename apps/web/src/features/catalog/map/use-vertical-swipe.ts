import { useTouchSwipe } from '../../../lib/use-touch-swipe.ts';
import { verticalSwipe } from './swipe.ts';

/** Touch handlers calling back on a swipe up or down (spec: swipe shows or hides the list). */
export function useVerticalSwipe(onSwipe: (direction: 'up' | 'down') => void) {
  return useTouchSwipe((from, to) => {
    const direction = verticalSwipe(from, to);
    if (direction) onSwipe(direction);
  });
}
