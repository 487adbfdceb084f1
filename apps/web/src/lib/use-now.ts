import { useSyncExternalStore } from 'react';

/** Opening hours are in minutes: reading the clock each minute is enough. */
const REFRESH_MS = 60_000;

let current = new Date();

function followClock(onChange: () => void): () => void {
  // A page that starts to follow the clock reads it at once (React checks the moment after this).
  current = new Date();
  const timer = setInterval(() => {
    current = new Date();
    onChange();
  }, REFRESH_MS);
  return () => {
    clearInterval(timer);
  };
}

const ignoreClock = () => () => undefined;

/**
 * The current moment, read again each minute while `following`, so what depends on the hour (an
 * offer's opening times) follows the clock while the page stays open.
 */
export function useNow(following: boolean): Date {
  return useSyncExternalStore(following ? followClock : ignoreClock, () => current);
}
