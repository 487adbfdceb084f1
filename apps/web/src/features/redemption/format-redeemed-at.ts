/**
 * When a coupon was redeemed, in the member's own time zone: the moment was theirs, unlike the
 * server's end dates (lib/format-date.ts). `timeZone` is for tests.
 */
export function formatRedeemedAt(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
}

export function formatRedeemedDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
}
