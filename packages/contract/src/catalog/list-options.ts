/**
 * Issue #17 item 2: how a list of merchants or coupons is ordered and narrowed. `relevance` is the
 * market search's own order (how well each result matched, then distance).
 */
export const LIST_SORTS = ['relevance', 'nearest', 'saving', 'newest', 'name'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The orders of the catalogue's lists, the first their default. */
export const CATALOG_LIST_SORTS = ['nearest', 'saving', 'newest', 'name'] as const;
/** The orders of the market search's results, the first their default. */
export const SEARCH_RESULT_SORTS = ['relevance', 'nearest', 'saving', 'newest', 'name'] as const;

export const ListOptionsText = {
  sortLabel: 'Sort by',
  sorts: {
    relevance: 'Best match',
    nearest: 'Nearest',
    saving: 'Biggest saving',
    newest: 'Newest',
    name: 'A–Z',
  } satisfies Record<ListSort, string>,
  filtersLabel: 'Show only',
  usableNow: 'Usable now',
  favourites: 'Favourites',
  /** Nothing is left once the filters apply; `noun` in the plural ("merchants"). */
  nothingMatches: (noun: string) => `No ${noun} match these filters.`,
  nothingMatchesSearch: (noun: string, search: string) =>
    `No ${noun} match "${search.trim()}" with these filters.`,
  showAll: 'Show all',
} as const;
