import { distanceMiles } from '@citybook/contract/app';
import type { MapMerchant } from '@citybook/contract/catalog';

/** A merchant the map shows, with its distance from where distances are measured. */
export type ShownMerchant = MapMerchant & { distance: number };

/** Nearest first, as the map's list shows them. */
export function withDistances(
  merchants: readonly MapMerchant[],
  origin: { latitude: number; longitude: number },
): ShownMerchant[] {
  return merchants
    .map((merchant) => ({ ...merchant, distance: distanceMiles(origin, merchant) }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
}
