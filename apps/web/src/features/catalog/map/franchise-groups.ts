import type { ShownMerchant } from './shown-merchants.ts';

export interface FranchiseGroup {
  /** Stable React key: the franchisor, or the merchant for a single location. */
  key: string;
  title: string;
  /** Nearest first. */
  locations: ShownMerchant[];
}

/**
 * The map's list (spec "Other screens" → Map): the locations of one franchisor together, each
 * group where its nearest location falls in the distance order.
 */
export function groupByFranchisor(merchants: readonly ShownMerchant[]): FranchiseGroup[] {
  const groups = new Map<string, FranchiseGroup>();
  for (const merchant of merchants) {
    const key =
      merchant.franchisorId === null
        ? `merchant-${String(merchant.id)}`
        : `franchisor-${String(merchant.franchisorId)}`;
    const group = groups.get(key);
    if (group) group.locations.push(merchant);
    else groups.set(key, { key, title: merchant.title, locations: [merchant] });
  }
  return [...groups.values()];
}
