import { useEffect, useState } from 'react';

/**
 * The time now, renewed at each turn of the device's second until `untilMs` (epoch ms): one timer
 * for the whole counter screen, so the clock, "2 minutes ago" and the live window never disagree.
 */
export function useSecondTick(untilMs: number): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      // Chained to the next whole second rather than an interval from mount, so the seconds shown
      // turn with the device's own clock.
      timer = setTimeout(
        () => {
          const tick = new Date();
          setNow(tick);
          if (tick.getTime() < untilMs) schedule();
        },
        1000 - (Date.now() % 1000),
      );
    };
    if (Date.now() < untilMs) schedule();
    return () => {
      clearTimeout(timer);
    };
  }, [untilMs]);

  return now;
}
