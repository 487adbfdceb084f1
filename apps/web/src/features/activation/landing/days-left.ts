const DAY_MS = 24 * 60 * 60 * 1000;

/** ACTIVATION-7: whole days until the activation ends, rounded up; 0 or less once it has ended. */
export function daysLeft(validTo: string, now: Date): number {
  const days = Math.ceil((Date.parse(validTo) - now.getTime()) / DAY_MS);
  // Less than a day overdue rounds up to -0, which would read as "-0" in a link.
  return days === 0 ? 0 : days;
}
