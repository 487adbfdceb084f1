import type { BusinessLocation } from '@citybook/contract/business';

/** MERCHANT-4: the location is chosen once on a device and kept there, per account. */
const KEY = 'citybook-desk-location';

interface Kept {
  accountId: number;
  merchantId: number;
}

/** The kept location, if it is still one of the person's (a location taken away is forgotten). */
export function keptLocation(
  accountId: number,
  locations: readonly BusinessLocation[],
): BusinessLocation | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Kept | null;
    if (kept?.accountId !== accountId) return undefined;
    return locations.find((location) => location.id === kept.merchantId);
  } catch {
    return undefined;
  }
}

export function keepLocation(accountId: number, merchantId: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ accountId, merchantId } satisfies Kept));
  } catch {
    // A browser that keeps nothing asks again next time; the desk works all the same.
  }
}

export function forgetLocation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
