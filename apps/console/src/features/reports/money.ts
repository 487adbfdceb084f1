const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as the console shows money: "$1,234.50" (a currency other than USD by its code). */
export function formatCents(cents: number, currency = 'USD'): string {
  if (currency === 'USD') return dollars.format(cents / 100);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** Cents as a CSV cell: a plain decimal number ("1234.50"), so a spreadsheet adds it up. */
export function centsForCsv(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${String(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
