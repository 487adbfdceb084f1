const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat | null {
  let format = moneyFormats.get(currency);
  if (format) return format;
  try {
    format = new Intl.NumberFormat(navigator.languages, { style: 'currency', currency });
  } catch {
    // Not an ISO 4217 code this browser knows: the amount is still worth showing.
    return null;
  }
  moneyFormats.set(currency, format);
  return format;
}

/** An amount in its currency, in the member's locale: '$4.99' in the United States. */
export function formatMoney(amount: number, currency: string): string {
  return moneyFormat(currency)?.format(amount) ?? `${amount.toFixed(2)} ${currency}`;
}
