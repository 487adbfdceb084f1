import type { ListSort } from '@citybook/contract/catalog';

/** What a list entry is ordered by: one merchant, or one coupon with its merchant. */
export interface SortKeys {
  /** Miles from the member (or the market's centre). */
  distance: number;
  /** Dollars saved: the coupon's, or a merchant's best coupon's. */
  saving: number;
  /**
   * When it came into the catalogue: ids are handed out in the order things are imported and
   * never reused, so the highest is the newest (ADR 0023).
   */
  added: number;
  /** Its names as shown, compared in turn (a coupon's merchant, then the coupon's title). */
  names: readonly string[];
}

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const nearest = (a: SortKeys, b: SortKeys) => a.distance - b.distance;

function byName(a: SortKeys, b: SortKeys): number {
  for (const [index, name] of a.names.entries()) {
    const order = names.compare(name, b.names[index] ?? '');
    if (order !== 0) return order;
  }
  return a.names.length - b.names.length;
}

const COMPARE: Record<ListSort, (a: SortKeys, b: SortKeys) => number> = {
  // The server's order: how well each result matched, then distance.
  relevance: () => 0,
  nearest,
  saving: (a, b) => b.saving - a.saving || nearest(a, b),
  newest: (a, b) => b.added - a.added || nearest(a, b),
  name: (a, b) => byName(a, b) || nearest(a, b),
};

/** `entries` in the chosen order; ties keep their order (Array sort is stable). */
export function sortEntries<T>(
  entries: readonly T[],
  sort: ListSort,
  keysOf: (entry: T) => SortKeys,
): T[] {
  const compare = COMPARE[sort];
  return entries
    .map((entry) => ({ entry, keys: keysOf(entry) }))
    .sort((a, b) => compare(a.keys, b.keys))
    .map(({ entry }) => entry);
}
