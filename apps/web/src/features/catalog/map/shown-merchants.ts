import type { MapMerchant } from '@citybook/contract';
import { milesBetween } from './distance.ts';

/** A merchant the map shows, with its distance from where distances are measured. */
export type ShownMerchant = MapMerchant & { distance: number };

/** Nearest first, as the map's list shows them. */
export function withDistances(
  merchants: readonly MapMerchant[],
  origin: { latitude: number; longitude: number },
): ShownMerchant[] {
  return merchants
    .map((merchant) => ({ ...merchant, distance: milesBetween(origin, merchant) }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
}
