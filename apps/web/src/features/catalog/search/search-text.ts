/** The market search's words (issue #17). */
export const SearchText = {
  label: 'Search the market',
  placeholder: 'Merchant, coupon, category…',
  searching: 'Searching…',
  noResults: (query: string) => `No results for “${query.trim()}”.`,
  resultCount: (count: number) => `${String(count)} result${count === 1 ? '' : 's'}`,
  failed: 'Sorry, the search is not available right now. Please try again.',
  matchedOffers: 'Matching coupons',
  /** All Coupons, when no title has the text: what the market search found elsewhere. */
  acrossMarket: 'In coupon terms, categories and similar spellings',
} as const;
