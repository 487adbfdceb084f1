/** A moment as the counter reads it: the date and the time in the device's own words. */
export const deskTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
