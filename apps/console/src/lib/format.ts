/** The console's numbers and dates, in its one language (English) and the reader's time zone. */
const numbers = new Intl.NumberFormat('en');
const dateTimes = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatCount(value: number): string {
  return numbers.format(value);
}

/** An ISO instant as the reader's local date and time, e.g. "27 Nov 2026, 10:31". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimes.format(date);
}
