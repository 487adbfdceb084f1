import { Timing } from '@citybook/contract/app';
import { useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Which ad the carousel shows: the next one every Timing.adRotationMs, unless paused or `held`
 * (pointer or focus on the ads). Users who ask for reduced motion start paused; Play starts it.
 */
export function useAdRotation(count: number, held: boolean) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const rotating = playing && !held && count > 1;
  const shown = count === 0 ? 0 : current % count;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every change of slide, so a slide picked by hand gets its full time too.
    const timer = setTimeout(() => {
      setCurrent((index) => (index + 1) % count);
    }, Timing.adRotationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [rotating, shown, count]);

  return {
    current: shown,
    playing,
    rotating,
    togglePlaying: () => {
      setPlaying((value) => !value);
    },
    step: (by: number) => {
      setCurrent((index) => (index + by + count) % count);
    },
  };
}
