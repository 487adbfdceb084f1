const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago a moment was, in words: '2 minutes ago', 'yesterday', 'just now'. */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  const words = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return words.format(-Math.floor(elapsed / size), unit);
  }
  // Intl's 'now' reads as a command after a time ("5:43 AM, now"); under a minute is 'just now'.
  return 'just now';
}

/**
 * A moment staff compare with their own clock: the time alone on the same day, else with the
 * date. `timeZone` is for tests.
 */
export function formatCheckTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const zone = timeZone === undefined ? {} : { timeZone };
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', ...zone });
  const sameDay = day.format(new Date(iso)) === day.format(now);
  return new Intl.DateTimeFormat('en-US', {
    ...(sameDay ? {} : { dateStyle: 'medium' }),
    timeStyle: 'short',
    ...zone,
  }).format(new Date(iso));
}
