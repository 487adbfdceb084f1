// Built on first use, not when the module loads (locale data is costly on a phone).
let thisYear: Intl.DateTimeFormat | undefined;
let otherYear: Intl.DateTimeFormat | undefined;

/**
 * An ISO date-time as a short calendar date for a list line: 'Dec 24' this year, 'Mar 3, 2028'
 * in another. Days are the UTC days the server means, as in formatDate.
 */
export function formatShortDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (date.getUTCFullYear() === now.getUTCFullYear()) {
    thisYear ??= new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return thisYear.format(date);
  }
  otherYear ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return otherYear.format(date);
}
