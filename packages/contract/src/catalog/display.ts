// Built on first use: each formatter costs tens of milliseconds on a phone when the module loads
// (locale data), and the first screens (login, categories) format no distance or amount at all.
let milesFormat: Intl.NumberFormat | undefined;
let dollarsFormat: Intl.NumberFormat | undefined;
let wholeDollarsFormat: Intl.NumberFormat | undefined;

const miles = () =>
  (milesFormat ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }));
const dollars = () =>
  (dollarsFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const wholeDollars = () =>
  (wholeDollarsFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }));

/** A merchant's distance as the screens show it, in miles with one decimal, e.g. '0.8 mi'. */
export function formatDistance(distanceMiles: number): string {
  return `${miles().format(distanceMiles)} mi`;
}

/** What an offer saves, e.g. 'Save $12' or 'Save $7.50'; null when it names no amount. */
export function savingsText(savings: number): string | null {
  if (!(savings > 0)) return null;
  const amount = Number.isInteger(savings)
    ? wholeDollars().format(savings)
    : dollars().format(savings);
  return `Save ${amount}`;
}
