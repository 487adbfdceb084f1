/** CATALOG-14: a merchant whose book has expired is marked in a category list before it is opened. */
export const CategoryListText = {
  bookExpired: 'Book expired',
} as const;

/** The coupons of one category a merchant has; the list shows one and counts the rest. */
export function offersInCategory(
  offers: readonly { categoryId: number }[],
  numberOfOffers: number,
  categoryId: number,
): number {
  // Without the offers listed, the total is all there is to go on.
  if (offers.length === 0) return numberOfOffers;
  return offers.filter((offer) => offer.categoryId === categoryId).length;
}
