const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A saving as the console shows it: "$7.50", "$0.00". */
export function dollarsText(amount: number): string {
  return dollars.format(amount);
}
