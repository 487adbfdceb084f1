/** Amounts as members read them: "$39.99". */
export function money(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** A day as members read it: "March 3, 2027" (the day in UTC, where the periods are counted). */
export function day(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** "per year", "per month". */
export const perPeriod = (period: 'month' | 'year') => `per ${period}`;

/** "yearly", "monthly". */
export const billed = (period: 'month' | 'year') => (period === 'year' ? 'yearly' : 'monthly');

/** "Visa ending in 4242". */
export const cardText = (card: { brand: string; last4: string }) =>
  `${card.brand} ending in ${card.last4}`;
