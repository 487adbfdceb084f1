/** The merchants whose category the user has not turned off in the category menu. */
export function visibleMerchants<T extends { categoryId: number }>(
  merchants: readonly T[],
  hiddenCategoryIds: readonly number[],
): T[] {
  if (hiddenCategoryIds.length === 0) return [...merchants];
  const hidden = new Set(hiddenCategoryIds);
  return merchants.filter((merchant) => !hidden.has(merchant.categoryId));
}

export function withCategoryShown(
  hiddenCategoryIds: readonly number[],
  categoryId: number,
  shown: boolean,
): number[] {
  const others = hiddenCategoryIds.filter((id) => id !== categoryId);
  return shown ? others : [...others, categoryId];
}
