import { describe, expect, it } from 'vitest';
import { SWIPE_DISTANCE_PX, verticalSwipe } from './swipe.ts';

describe('verticalSwipe', () => {
  const start = { x: 100, y: 300 };

  it('tells a swipe up from a swipe down', () => {
    expect(verticalSwipe(start, { x: 110, y: 300 - SWIPE_DISTANCE_PX })).toBe('up');
    expect(verticalSwipe(start, { x: 90, y: 300 + 120 })).toBe('down');
  });

  it('ignores short moves and mostly sideways ones', () => {
    expect(verticalSwipe(start, { x: 100, y: 300 - SWIPE_DISTANCE_PX + 1 })).toBeNull();
    expect(verticalSwipe(start, { x: 300, y: 200 })).toBeNull();
  });
});
