import { useEffect, useState } from 'react';

/** The time now, moved on every `everyMs` while the screen shows it (a clock to read, not to time). */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
