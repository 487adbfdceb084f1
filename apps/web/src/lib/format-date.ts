// Built on first use, not when the module loads (locale data is costly on a phone).
let dateFormat: Intl.DateTimeFormat | undefined;

/** An ISO date-time as a calendar date, e.g. 'December 31, 2026'. */
export function formatDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    // The server sends end dates as UTC instants; the calendar day is the one it meant.
    timeZone: 'UTC',
  });
  return dateFormat.format(new Date(iso));
}
