// Built on first use, not when the module loads (locale data is costly on a phone).
let dateFormat: Intl.DateTimeFormat | undefined;
let memberDateFormat: Intl.DateTimeFormat | undefined;

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

/**
 * A moment (a charge, a renewal) as the member's own calendar day, long, in their locale:
 * 'December 24, 2026' in the United States, '24. Dezember 2026' in Germany.
 */
export function formatMemberDate(iso: string): string {
  memberDateFormat ??= new Intl.DateTimeFormat(navigator.languages, { dateStyle: 'long' });
  return memberDateFormat.format(new Date(iso));
}
