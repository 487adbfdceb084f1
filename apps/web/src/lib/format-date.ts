const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The server sends end dates as UTC instants; the calendar day is the one it meant.
  timeZone: 'UTC',
});

/** An ISO date-time as a calendar date, e.g. 'December 31, 2026'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
