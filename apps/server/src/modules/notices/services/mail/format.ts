/** Amounts as members read them: "$39.99". */
export function money(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/**
 * A day as members read it: "March 3, 2027" (the day in UTC, where the periods are counted); the
 * contract's, so the native shell's reminders say it alike.
 */
export { reminderDay as day } from '@citybook/contract';

/** "per year", "per month". */
export const perPeriod = (period: 'month' | 'year') => `per ${period}`;

/** "yearly", "monthly". */
export const billed = (period: 'month' | 'year') => (period === 'year' ? 'yearly' : 'monthly');

/** "Visa ending in 4242". */
export const cardText = (card: { brand: string; last4: string }) =>
  `${card.brand} ending in ${card.last4}`;
