// Formatted by hand, not with Intl.NumberFormat: building a formatter costs a phone tens of
// milliseconds (its locale and currency data), paid while the first list or coupon renders. The
// amounts are dollars and cents and the distances miles, in the US format Intl would give.

/** 1234567.8 → '1,234,567.8', with `digits` decimals. */
function grouped(value: number, digits: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(digits).split('.');
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A merchant's distance as the screens show it, in miles with one decimal, e.g. '0.8 mi'. */
export function formatDistance(distanceMiles: number): string {
  return `${grouped(distanceMiles, 1)} mi`;
}

/** What an offer saves, e.g. 'Save $12' or 'Save $7.50'; null when it names no amount. */
export function savingsText(savings: number): string | null {
  if (!(savings > 0)) return null;
  return `Save $${grouped(savings, Number.isInteger(savings) ? 0 : 2)}`;
}
